/**
 * Enhances the contact forms of /contact and /contact-usa (`form[data-contact-form]`, rendered by
 * features/forms/contact-form.tsx), spec sections 4, 5 and 8: a spinner while sending; success
 * shows the spec's message and clears the form; failure shows the spec's alert and clears only
 * the email. The form names its own JSON path (`data-api`), so each region keeps its route.
 */
import { MESSAGES } from '@site/contracts/messages';
import { acceptedText, enhanceForms, onSubmit, sendFields, setField, showNotice } from './form-enhancer';

enhanceForms('[data-contact-form]', (form) => {
  onSubmit(form, async () => {
    showNotice(form, null);
    const result = await sendFields(form);
    if (result.kind === 'fail') {
      setField(form, 'email', '');
      showNotice(form, { kind: 'error', text: MESSAGES.contactFailure }, { focus: true });
      return;
    }
    form.reset();
    showNotice(form, { kind: 'success', text: acceptedText(result, MESSAGES.contactSuccess) }, { focus: true });
  });
});

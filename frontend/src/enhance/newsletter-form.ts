/**
 * Enhances every newsletter sign-up (`form[data-newsletter-form]`, rendered by
 * features/forms/newsletter-form.tsx), spec sections 4 and 8: a spinner while sending, then the
 * success (with the double opt-in's next step) or failure message; the email is cleared either way.
 */
import { MESSAGES } from '@site/contracts/messages';
import { NEWSLETTER_SUCCESS } from '@/features/forms/newsletter-messages';
import { acceptedText, enhanceForms, onSubmit, sendFields, setField, showNotice } from './form-enhancer';

enhanceForms('[data-newsletter-form]', (form) => {
  onSubmit(form, async () => {
    showNotice(form, null);
    const result = await sendFields(form);
    setField(form, 'email', '');
    const notice = result.kind === 'fail' ? { kind: 'error' as const, text: MESSAGES.newsletterFailure } : { kind: 'success' as const, text: acceptedText(result, NEWSLETTER_SUCCESS) };
    showNotice(form, notice, { focus: true });
  });
});

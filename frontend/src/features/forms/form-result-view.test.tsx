import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FormResult } from '@/site/form-post';
import { FormResultView } from './form-result-view';

const show = (result: FormResult) => {
  document.body.innerHTML = renderToStaticMarkup(<FormResultView result={result} />);
};
afterEach(() => {
  document.body.innerHTML = '';
});

describe('FormResultView (the body of a no-script post\'s result page)', () => {
  it.each([
    [{ form: 'contact-canada', outcome: 'sent' } as const, 'Thank you', MESSAGES.contactSuccess, '/contact'],
    [{ form: 'newsletter', outcome: 'sent' } as const, 'Thank you', `${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`, '/'],
    [{ form: 'job', outcome: 'held' } as const, 'Received', FORM_MESSAGES.held, '/careers'],
  ])('when the post of %o went through, then the spec\'s message is its status and a link leads back', (result, title, message, page) => {
    show(result);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', page);
  });

  it("when fields were refused, then the spec's failure message is the alert, each refusal is listed, and the form comes again with the values posting to the same page", () => {
    show({
      form: 'contact-usa',
      outcome: 'invalid',
      errors: ['Email must be a valid email address', 'Name is required'],
      values: { name: '', email: 'ada@localhost', phoneNum: '4165550142', message: 'Ten screens.' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not sent');
    // The form's own notice regions (empty, for its script) follow the page's alert.
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(MESSAGES.contactFailure);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Email must be a valid email address', 'Name is required']);
    expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/contact-usa');
    const form = screen.getByRole('form', { name: "Let's get in touch" });
    expect(form).toHaveAttribute('action', '/forms/contact-usa');
    expect(form).toHaveFormValues({ name: '', email: 'ada@localhost', phoneNum: '4165550142', message: 'Ten screens.' });
  });

  it("when the newsletter came back, then its form again has a name of its own (the footer's is 'Newsletter') and keeps the address", () => {
    show({ form: 'newsletter', outcome: 'invalid', errors: ['Email must be a valid email address'], values: { email: 'reader@localhost' } });
    expect(screen.getByRole('form', { name: 'Subscribe again' })).toHaveFormValues({ email: 'reader@localhost' });
    expect(screen.queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();
  });

  it('when the job form came back with its resume stored, then the form keeps the resume key and says it is uploaded', () => {
    show({ form: 'job', outcome: 'invalid', errors: ['City is required'], values: { fname: 'Katherine', city: '', jobInterested: 'Smart Hands', resume: 'resumes/kj.pdf' } });
    const form = screen.getByRole('form', { name: 'Apply now' });
    expect(form).toHaveFormValues({ fname: 'Katherine', city: '', jobInterested: 'Smart Hands', resume: 'resumes/kj.pdf' });
    expect(screen.getByText('Resume uploaded.')).toBeInTheDocument();
  });

  it("when the post failed for a reason the server gave, then the alert is the spec's message and the reason", () => {
    show({ form: 'newsletter', outcome: 'failed', reason: 'Too many submissions; please try again later' });
    expect(screen.getByRole('alert')).toHaveTextContent(`${MESSAGES.newsletterFailure} Too many submissions; please try again later`);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

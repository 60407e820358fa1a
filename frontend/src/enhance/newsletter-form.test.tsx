import { CURRENT_CONSENT_VERSION } from '@site/contracts/form-fields';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/features/forms/newsletter-form';
import { deferred, json, type StubReply } from '@/testing/stub-fetch';
import { freshPagePerTest, showServerMarkup, typeBeforeScript } from './form-testing';

const page = freshPagePerTest();

const enhance = () => import('./newsletter-form');
const form = () => screen.getByRole('form', { name: 'Newsletter' });
const email = () => screen.getByLabelText('Subscribe to our newsletter');
const SENT = { method: 'POST', path: '/send-newsletter', body: { email: 'reader@example.com', formType: 'Newsletter', website: '', consentVersion: CURRENT_CONSENT_VERSION } };

describe('enhance/newsletter-form', () => {
  it('when the email was typed before the script arrived, then submitting sends it with a spinner meanwhile, announces the exact success with focus and clears the email', async () => {
    const reply = deferred<StubReply>();
    page.net.on('POST', '/send-newsletter', () => reply.promise);
    showServerMarkup(<NewsletterForm />);
    typeBeforeScript({ email: 'reader@example.com' });
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    expect(page.net.calls).toEqual([SENT]);
    reply.resolve(json({ msg: 'success' }));

    const status = await within(form()).findByText(`${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
    expect(email()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([
    ['the reply says fail', json({ msg: 'fail' })],
    ['the server answers 429', json({ msg: 'fail', message: 'Too many requests' }, 429)],
  ])('when %s, then the failure alert is announced with focus and the email cleared', async (_case, reply) => {
    page.net.on('POST', '/send-newsletter', reply);
    showServerMarkup(<NewsletterForm />);
    typeBeforeScript({ email: 'reader@example.com' });
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));

    const alert = await within(form()).findByText(MESSAGES.newsletterFailure);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(within(form()).getByRole('status')).toBeEmptyDOMElement();
    expect(email()).toHaveValue('');
    expect(page.net.calls).toEqual([SENT]);
  });

  it('when the subscription is held for review, then the held message shows, never the success message', async () => {
    page.net.on('POST', '/send-newsletter', json({ msg: 'success', held: true, message: FORM_MESSAGES.newsletterHeld }));
    showServerMarkup(<NewsletterForm />);
    typeBeforeScript({ email: 'reader@example.com' });
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await within(form()).findByText(FORM_MESSAGES.newsletterHeld)).toHaveAttribute('role', 'status');
    expect(within(form()).queryByText(MESSAGES.newsletterSuccess, { exact: false })).toBeNull();
  });

  it('when the email is empty, then the browser blocks the submit and nothing is sent', async () => {
    showServerMarkup(<NewsletterForm />);
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email()).toBeInvalid());
    expect(page.net.calls).toEqual([]);
  });

  it('when the page holds two newsletter forms, then each is enhanced and sends its own email', async () => {
    page.net.on('POST', '/send-newsletter', json({ msg: 'success' }));
    document.body.innerHTML = `<main>${renderTwice()}</main>`;
    const [first, second] = [...document.querySelectorAll('form')];
    if (!first || !second) throw new Error('two forms expected');
    typeBeforeScript({ email: 'one@example.com' }, first);
    typeBeforeScript({ email: 'two@example.com' }, second);
    await enhance();
    second.requestSubmit();
    expect(await within(second).findByRole('status')).toHaveTextContent(MESSAGES.newsletterSuccess);
    expect(within(first).getByRole('status')).toBeEmptyDOMElement();
    expect(page.net.calls.map((c) => (c.body as { email: string }).email)).toEqual(['two@example.com']);
    expect(first.elements.namedItem('email')).toHaveValue('one@example.com');
  });

  it('when the page has no newsletter form, then importing the module does nothing and does not throw', async () => {
    document.body.innerHTML = '<main></main>';
    await expect(enhance()).resolves.toBeDefined();
    expect(document.body.innerHTML).toBe('<main></main>');
  });
});

function renderTwice(): string {
  showServerMarkup(<NewsletterForm />);
  const one = document.body.innerHTML;
  return one + one;
}

import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION } from '@site/contracts/form-fields';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, json, type FetchStub } from '@/testing/stub-fetch';
import { NewsletterForm } from './newsletter-form';

let net: FetchStub;
beforeEach(() => {
  net = installFetchStub();
});
afterEach(() => net.restore());

const form = () => screen.getByRole('form', { name: 'Newsletter' });

describe('NewsletterForm', () => {
  it('then the email is required, of type email and at most 56 characters', () => {
    render(<NewsletterForm />);
    const email = screen.getByLabelText('Subscribe to our newsletter');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', '56');
  });

  it('then it posts to /send-newsletter without script and shows its consent text with the privacy statement linked', () => {
    render(<NewsletterForm />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/send-newsletter');
    const consent = screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === CONSENT_TEXTS.newsletter);
    expect(within(consent).getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy-statment');
  });

  it('when the subscription succeeds, then the exact message is announced and the email cleared', async () => {
    net.on('POST', '/send-newsletter', json({ msg: 'success' }));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await within(form()).findByText(`${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`)).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('');
    expect(net.calls).toEqual([
      { method: 'POST', path: '/send-newsletter', body: { email: 'reader@example.com', formType: 'Newsletter', website: '', consentVersion: CURRENT_CONSENT_VERSION } },
    ]);
  });

  it.each([
    ['the reply says fail', json({ msg: 'fail' })],
    ['the server answers 429', json({ msg: 'fail', message: 'Too many requests' }, 429)],
  ])('when %s, then the failure message is announced and the email cleared', async (_case, reply) => {
    net.on('POST', '/send-newsletter', reply);
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await within(form()).findByText(MESSAGES.newsletterFailure)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Subscribe to our newsletter')).toHaveValue('');
  });
});

import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, FORM_TOKEN_PIXEL_PATH } from '@site/contracts/form-fields';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFetchStub, json, type FetchStub, type StubReply } from '@/testing/stub-fetch';
import { ContactForm } from './contact-form';

let net: FetchStub;
beforeEach(() => {
  net = installFetchStub();
});
afterEach(() => net.restore());

function form() {
  return screen.getByRole('form', { name: "Let's get in touch" });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText(/Phone/), '4165550142');
  await user.type(screen.getByLabelText('Message'), 'We need 40 screens installed.');
}

describe('ContactForm', () => {
  it('when a name with digits and punctuation is typed, then only letters and spaces stay, up to 36', async () => {
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    const name = screen.getByLabelText('Name');
    await user.type(name, "Zoë O'Brien-3rd");
    expect(name).toHaveValue('Zoë OBrienrd');
    await user.clear(name);
    await user.type(name, 'a'.repeat(40));
    expect(name).toHaveValue('a'.repeat(36));
  });

  it('when a phone with separators is typed, then only digits stay, up to 25', async () => {
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    const phone = screen.getByLabelText(/Phone/);
    await user.type(phone, '+1 (416) 555-0142');
    expect(phone).toHaveValue('14165550142');
    await user.clear(phone);
    await user.type(phone, '1'.repeat(30));
    expect(phone).toHaveValue('1'.repeat(25));
  });

  it('then the email is limited to 36 and the message to 350 characters', () => {
    render(<ContactForm region="canada" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '36');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '350');
    expect(screen.getByLabelText('Message')).toBeRequired();
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText(/Phone/)).not.toBeRequired();
  });

  it('when the server answers success, then a spinner shows while sending, the exact message is announced and the form is cleared', async () => {
    const reply = deferred<StubReply>();
    net.on('POST', '/send-contact-form-main', () => reply.promise);
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect(busy).toBeDisabled();

    reply.resolve(json({ msg: 'success' }));
    expect(await within(form()).findByText(MESSAGES.contactSuccess)).toHaveAttribute('role', 'status');
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
    for (const label of ['Name', 'Email', /Phone/, 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');

    expect(net.calls).toHaveLength(1);
    const [call] = net.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/send-contact-form-main' });
    expect(call?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNum: '4165550142',
      message: 'We need 40 screens installed.',
      formType: 'Contact page Form',
      website: '',
      consentVersion: CURRENT_CONSENT_VERSION,
    });
  });

  it.each([
    ['the reply says fail', json({ msg: 'fail' })],
    ['the server refuses the input (4xx)', json({ msg: 'fail', message: 'email must be a valid email address' }, 400)],
    ['the server errors (5xx)', json({ message: 'Internal error' }, 500)],
  ])('when %s, then the failure message is announced and only the email is cleared', async (_case, reply) => {
    net.on('POST', '/send-contact-form-main', reply);
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await within(form()).findByText(MESSAGES.contactFailure)).toHaveAttribute('role', 'alert');
    expect(within(form()).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('4165550142');
    expect(screen.getByLabelText('Message')).toHaveValue('We need 40 screens installed.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('when it is the USA form, then it posts to the USA route', async () => {
    net.on('POST', '/send-contact-form-usa', json({ msg: 'success' }));
    const user = userEvent.setup();
    render(<ContactForm region="usa" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByText(MESSAGES.contactSuccess)).toHaveAttribute('role', 'status');
    expect(net.calls.map((c) => c.path)).toEqual(['/send-contact-form-usa']);
  });

  it('then the honeypot is hidden from people and assistive technology', () => {
    const { container } = render(<ContactForm region="canada" />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('when required fields are empty, then nothing is sent', async () => {
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeInvalid());
    expect(net.calls).toEqual([]);
  });

  it('then it is a real form that posts to its path without script, shows the consent text with the privacy statement linked, and loads the token pixel', () => {
    const { container } = render(<ContactForm region="usa" />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/send-contact-form-usa');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    const consent = screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === CONSENT_TEXTS.contact);
    expect(within(consent).getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy-statment');
    expect(container.querySelector('input[name="consentVersion"]')).toHaveValue(CURRENT_CONSENT_VERSION);
    expect(container.querySelector(`img[src="${FORM_TOKEN_PIXEL_PATH}"]`)).toHaveAttribute('alt', '');
  });

  it('when text was typed before the script took over (no as-typed filter ran), then what is in the fields is sent, filtered by the same rules', async () => {
    net.on('POST', '/send-contact-form-main', json({ msg: 'success' }));
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    // Values the browser put there itself, without any React event: as before hydration.
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ada9 Lovelace';
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'ada@example.com';
    (screen.getByLabelText(/Phone/) as HTMLInputElement).value = '+1 416 555 0142';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Typed early.';
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(net.calls[0]?.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phoneNum: '14165550142', message: 'Typed early.' });
  });

  it('when the server holds the enquiry for review, then the visitor reads that it waits for a check, never the success message', async () => {
    net.on('POST', '/send-contact-form-main', json({ msg: 'success', held: true, message: FORM_MESSAGES.held }));
    const user = userEvent.setup();
    render(<ContactForm region="canada" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByText(FORM_MESSAGES.held)).toHaveAttribute('role', 'status');
    expect(within(form()).queryByText(MESSAGES.contactSuccess)).toBeNull();
  });
});

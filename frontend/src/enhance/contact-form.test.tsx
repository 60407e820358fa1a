import { CURRENT_CONSENT_VERSION } from '@site/contracts/form-fields';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/features/forms/contact-form';
import { deferred, json, type StubReply } from '@/testing/stub-fetch';
import { freshPagePerTest, showServerMarkup, typeBeforeScript } from './form-testing';

const page = freshPagePerTest();

const enhance = () => import('./contact-form');
const form = () => screen.getByRole<HTMLFormElement>('form', { name: "Let's get in touch" });
const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', phoneNum: '4165550142', message: 'We need 40 screens installed.' };
const SENT_BODY = { ...VALID, formType: 'Contact page Form', website: '', consentVersion: CURRENT_CONSENT_VERSION };

describe('enhance/contact-form', () => {
  it('when the visitor typed before the script arrived, then submitting sends what is in the fields (name and phone filtered), with a spinner meanwhile, then announces success, clears the form and moves focus to the message', async () => {
    const reply = deferred<StubReply>();
    page.net.on('POST', '/send-contact-form-main', () => reply.promise);
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript({ name: 'Ada9 Lovelace', email: 'ada@example.com', phoneNum: '+1 (416) 555-0142', message: 'Typed early.' });
    await enhance();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('[data-spinner]')).not.toHaveAttribute('hidden');
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(page.net.calls).toEqual([
      {
        method: 'POST',
        path: '/send-contact-form-main',
        body: { name: 'Ada Lovelace', email: 'ada@example.com', phoneNum: '14165550142', message: 'Typed early.', formType: 'Contact page Form', website: '', consentVersion: CURRENT_CONSENT_VERSION },
      },
    ]);

    reply.resolve(json({ msg: 'success' }));
    const status = await within(form()).findByText(MESSAGES.contactSuccess);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
    for (const label of ['Name', 'Email', /Phone/, 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button.querySelector('[data-spinner]')).toHaveAttribute('hidden');
    expect(form()).toHaveAttribute('aria-busy', 'false');
    expect(form()).toHaveAttribute('data-enhanced');
  });

  it.each([
    ['the reply says fail', json({ msg: 'fail' })],
    ['the server refuses the input (4xx)', json({ msg: 'fail', message: 'email must be a valid email address' }, 400)],
    ['the server errors (5xx)', json({ message: 'Internal error' }, 500)],
  ])('when %s, then the failure alert is announced with focus, and only the email is cleared', async (_case, reply) => {
    page.net.on('POST', '/send-contact-form-main', reply);
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript(VALID);
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await within(form()).findByText(MESSAGES.contactFailure);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(within(form()).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('4165550142');
    expect(screen.getByLabelText('Message')).toHaveValue('We need 40 screens installed.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(page.net.calls).toEqual([{ method: 'POST', path: '/send-contact-form-main', body: SENT_BODY }]);
  });

  it('when a failure is followed by a success, then the alert is emptied and only the success shows', async () => {
    let replies = [json({ msg: 'fail' }), json({ msg: 'success' })];
    page.net.on('POST', '/send-contact-form-main', () => {
      const [next, ...rest] = replies;
      replies = rest;
      return next ?? json({ msg: 'fail' });
    });
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript(VALID);
    await enhance();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await within(form()).findByText(MESSAGES.contactFailure);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await within(form()).findByText(MESSAGES.contactSuccess)).toHaveAttribute('role', 'status');
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
    expect(page.net.calls.map((c) => c.body)).toEqual([SENT_BODY, SENT_BODY]);
  });

  it('when it is the USA form, then it posts to the USA route, its own action', async () => {
    page.net.on('POST', '/send-contact-form-usa', json({ msg: 'success' }));
    showServerMarkup(<ContactForm region="usa" />);
    typeBeforeScript(VALID);
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByText(MESSAGES.contactSuccess)).toHaveAttribute('role', 'status');
    expect(page.net.calls).toEqual([{ method: 'POST', path: '/send-contact-form-usa', body: SENT_BODY }]);
  });

  it('when the server holds the enquiry for review, then the visitor reads that it waits for a check, never the success message', async () => {
    page.net.on('POST', '/send-contact-form-main', json({ msg: 'success', held: true, message: FORM_MESSAGES.held }));
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript(VALID);
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByText(FORM_MESSAGES.held)).toHaveAttribute('role', 'status');
    expect(within(form()).queryByText(MESSAGES.contactSuccess)).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('when the honeypot was filled, then its value is sent as it is (the server holds the post as spam)', async () => {
    page.net.on('POST', '/send-contact-form-main', json({ msg: 'success', held: true, message: FORM_MESSAGES.held }));
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript({ ...VALID, website: 'http://spam.example' });
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    await within(form()).findByText(FORM_MESSAGES.held);
    expect(page.net.calls).toEqual([{ method: 'POST', path: '/send-contact-form-main', body: { ...SENT_BODY, website: 'http://spam.example' } }]);
  });

  it.each([
    ['a name with digits and punctuation', 'Name', "Zoë O'Brien-3rd", 'Zoë OBrienrd', 'a', 36],
    ['a phone with separators', /Phone/, '+1 (416) 555-0142', '14165550142', '1', 25],
  ])('when %s is typed after the script arrived, then only what the rule keeps stays, up to its limit', async (_case, label, typed, kept, char, max) => {
    showServerMarkup(<ContactForm region="canada" />);
    await enhance();
    const user = userEvent.setup();
    const field = screen.getByLabelText(label);
    await user.type(field, typed);
    expect(field).toHaveValue(kept);
    await user.clear(field);
    await user.type(field, char.repeat(max + 5));
    expect(field).toHaveValue(char.repeat(max));
  });

  it('when required fields are empty, then the browser blocks the submit and nothing is sent', async () => {
    showServerMarkup(<ContactForm region="canada" />);
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeInvalid());
    expect(page.net.calls).toEqual([]);
  });

  it('when the form is submitted again while sending, then only one request goes out', async () => {
    const reply = deferred<StubReply>();
    page.net.on('POST', '/send-contact-form-main', () => reply.promise);
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript(VALID);
    await enhance();
    form().requestSubmit();
    form().requestSubmit();
    reply.resolve(json({ msg: 'success' }));
    await within(form()).findByText(MESSAGES.contactSuccess);
    expect(page.net.calls).toHaveLength(1);
  });

  it('when the module is imported twice, then the form is enhanced once (one request per submit)', async () => {
    page.net.on('POST', '/send-contact-form-main', json({ msg: 'success' }));
    showServerMarkup(<ContactForm region="canada" />);
    typeBeforeScript(VALID);
    await enhance();
    jest.resetModules();
    await enhance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    await within(form()).findByText(MESSAGES.contactSuccess);
    expect(page.net.calls).toHaveLength(1);
  });

  it('when the page has no contact form, then importing the module does nothing and does not throw', async () => {
    document.body.innerHTML = '<main><p>About us</p></main>';
    await expect(enhance()).resolves.toBeDefined();
    expect(document.body.innerHTML).toBe('<main><p>About us</p></main>');
  });
});

import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, FORM_TOKEN_PIXEL_PATH } from '@site/contracts/form-fields';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactForm } from './contact-form';

function show(region: 'canada' | 'usa', title?: string) {
  const html = renderToStaticMarkup(<ContactForm region={region} title={title} />);
  document.body.innerHTML = html;
  return html;
}
const form = (name = "Let's get in touch") => screen.getByRole('form', { name });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ContactForm (server markup)', () => {
  it('then it is a real form that posts to the Canadian form page without script, names the Canadian route for the enhancement, marked for enhance/contact-form', () => {
    const html = show('canada');
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/forms/contact-canada');
    expect(form()).toHaveAttribute('data-api', '/send-contact-form-main');
    expect(form()).toHaveAttribute('data-contact-form', '');
    expect(form()).toHaveAttribute('aria-busy', 'false');
    expect(form()).not.toHaveAttribute('data-enhanced');
    expect(form()).not.toHaveAttribute('enctype');
    // Server-rendered only: nothing for React to hydrate, no inline handlers.
    expect(html).not.toMatch(/on[a-z]+=|data-island|<!--/i);
  });

  it('when it is the USA form, then it posts to the USA route and can carry another title', () => {
    show('usa', 'Talk to our Portland office');
    expect(form('Talk to our Portland office')).toHaveAttribute('action', '/forms/contact-usa');
    expect(form('Talk to our Portland office')).toHaveAttribute('data-api', '/send-contact-form-usa');
  });

  it('then name, email and message are required with the 36, 36 and 350 limits, the phone optional with 25, and the as-typed rules are named for the enhancement', () => {
    show('canada');
    const name = screen.getByLabelText('Name');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxLength', '36');
    expect(name).toHaveAttribute('data-keep', 'letters');
    expect(name).toHaveValue('');
    const email = screen.getByLabelText('Email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', '36');
    expect(email).not.toHaveAttribute('data-keep');
    const phone = screen.getByLabelText(/Phone/);
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('maxLength', '25');
    expect(phone).toHaveAttribute('data-keep', 'digits');
    const message = screen.getByLabelText('Message');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('maxLength', '350');
    expect(message).toHaveValue('');
  });

  it('then it carries the form type, the consent text with the privacy statement linked, its version, the hidden honeypot and the token pixel', () => {
    show('canada');
    const consent = screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === CONSENT_TEXTS.contact);
    expect(within(consent).getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy-statment');
    expect(document.querySelector('input[name="formType"]')).toHaveValue('Contact page Form');
    expect(document.querySelector('input[name="consentVersion"]')).toHaveValue(CURRENT_CONSENT_VERSION);
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveValue('');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    const pixel = document.querySelector(`img[src="${FORM_TOKEN_PIXEL_PATH}"]`);
    expect(pixel).toHaveAttribute('alt', '');
    expect(pixel).not.toHaveAttribute('loading');
  });

  it('then the submit button is enabled, its spinner hidden and its busy label given, and both outcome regions are empty and focusable by script', () => {
    show('canada');
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAttribute('data-busy-label', 'Sending…');
    expect(button.querySelector('[data-spinner]')).toHaveAttribute('hidden');
    expect(button.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
    expect(button.querySelector('[data-label]')).toHaveTextContent('Send message');
    const status = within(form()).getByRole('status');
    const alert = within(form()).getByRole('alert');
    expect(status).toBeEmptyDOMElement();
    expect(status).toHaveAttribute('data-form-notice', 'success');
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(alert).toBeEmptyDOMElement();
    expect(alert).toHaveAttribute('data-form-notice', 'error');
    expect(alert).toHaveAttribute('tabindex', '-1');
  });
});

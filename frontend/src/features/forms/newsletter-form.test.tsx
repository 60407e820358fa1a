import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, FORM_TOKEN_PIXEL_PATH } from '@site/contracts/form-fields';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NewsletterForm } from './newsletter-form';

let html = '';
beforeEach(() => {
  html = renderToStaticMarkup(<NewsletterForm />);
  document.body.innerHTML = html;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const form = () => screen.getByRole('form', { name: 'Newsletter' });

describe('NewsletterForm (server markup)', () => {
  it('then it posts to its site page without script and names /send-newsletter for the enhancement, marked for enhance/newsletter-form, with nothing to hydrate', () => {
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/forms/newsletter');
    expect(form()).toHaveAttribute('data-api', '/send-newsletter');
    expect(form()).toHaveAttribute('data-newsletter-form', '');
    expect(form()).toHaveAttribute('aria-busy', 'false');
    expect(html).not.toMatch(/on[a-z]+=|data-island|<!--/i);
  });

  it('then the email is required, of type email and at most 56 characters', () => {
    const email = screen.getByLabelText('Subscribe to our newsletter');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', '56');
    expect(email).toHaveValue('');
  });

  it('then it shows its consent text with the privacy statement linked, the form type, the version, the honeypot and the token pixel, loaded as the page is shown (never lazy)', () => {
    const consent = screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === CONSENT_TEXTS.newsletter);
    expect(within(consent).getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy-statment');
    expect(document.querySelector('input[name="formType"]')).toHaveValue('Newsletter');
    expect(document.querySelector('input[name="consentVersion"]')).toHaveValue(CURRENT_CONSENT_VERSION);
    expect(document.querySelector('input[name="website"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const pixel = document.querySelector(`img[src="${FORM_TOKEN_PIXEL_PATH}"]`);
    expect([pixel?.getAttribute('alt'), pixel?.hasAttribute('loading')]).toEqual(['', false]);
  });

  it('then the button reads Subscribe (Subscribing… while busy) and both outcome regions are empty', () => {
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-busy-label', 'Subscribing…');
    expect(within(form()).getByRole('status')).toBeEmptyDOMElement();
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
  });
});

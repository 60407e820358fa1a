import { MESSAGES } from '@site/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { NewsletterForm } from '@/features/forms/newsletter-form';
import { json } from '@/testing/stub-fetch';
import { freshPagePerTest } from './form-testing';

const page = freshPagePerTest();

const form = () => screen.getByRole('form', { name: 'Newsletter' });

/** The footer as the site renders it: the newsletter form inside the page's footer. */
function showFooter() {
  document.body.innerHTML = `<main><p>About us</p></main><footer>${renderToStaticMarkup(<NewsletterForm />)}</footer>`;
}

/** Resolves once the module's dynamic import (and whatever it awaits) has run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('enhance/footer-newsletter', () => {
  it('when the page loads, then the newsletter enhancement is not loaded: the form stays native until it is focused', async () => {
    showFooter();
    await import('./footer-newsletter');
    await settle();
    expect(form()).not.toHaveAttribute('data-enhanced');
  });

  it('when focus first enters the footer form, then the enhancement loads and takes the form over, reading what was typed', async () => {
    page.net.on('POST', '/send-newsletter', json({ msg: 'success' }));
    showFooter();
    await import('./footer-newsletter');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subscribe to our newsletter'), 'reader@example.com');
    await settle();
    expect(form()).toHaveAttribute('data-enhanced');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(MESSAGES.newsletterSuccess);
    expect(page.net.calls.map((c) => [c.path, (c.body as { email: string }).email])).toEqual([['/send-newsletter', 'reader@example.com']]);
  });

  it('when the page has no footer newsletter form, then importing the module does nothing and does not throw', async () => {
    document.body.innerHTML = '<main></main>';
    await expect(import('./footer-newsletter')).resolves.toBeDefined();
    expect(document.body.innerHTML).toBe('<main></main>');
  });
});

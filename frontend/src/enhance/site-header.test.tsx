import { renderToStaticMarkup } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { enhanceSiteHeader } from './site-header';

/**
 * The server's header in the page, enhanced by the module. Open states are read from the DOM
 * (`open`), the state the browser shows. Hover, the click outside and the double tap are HTML and
 * CSS (no script), proven in a browser: e2e/specs/disclosures.spec.ts.
 */
function showHeader(pathname = '/') {
  document.body.innerHTML = `${renderToStaticMarkup(<SiteHeader pathname={pathname} />)}<main><p>Page text</p></main>`;
  return { enhance: () => enhanceSiteHeader(document) };
}

const summaryIn = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'summary, summary *' }).closest('summary')!;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const menuButton = () => screen.getByText('Open menu').closest('summary')!;
const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('enhance/site-header: mobile menu', () => {
  it('when one submenu is open and another is tapped, then the first closes', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    await user.click(summaryIn(mobileNav(), 'Services'));
    await user.click(summaryIn(mobileNav(), 'Resources'));
    expect(isOpen(summaryIn(mobileNav(), 'Services'))).toBe(false);
    expect(isOpen(summaryIn(mobileNav(), 'Resources'))).toBe(true);
  });

  it('when the menu is closed by its button (the layer a tap outside presses), then its open submenu closes too', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    await user.click(summaryIn(mobileNav(), 'Services'));
    await user.click(menuButton());
    await waitFor(() => expect(isOpen(summaryIn(mobileNav(), 'Services'))).toBe(false));
    expect(isOpen(menuButton())).toBe(false);
  });

  it('when Escape is pressed in the open menu, then it and its submenus close and focus returns to the menu button', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    await user.click(summaryIn(mobileNav(), 'Contact'));
    within(mobileNav()).getByRole('link', { name: 'Careers' }).focus();
    await user.keyboard('{Escape}');
    expect(isOpen(menuButton())).toBe(false);
    expect(isOpen(summaryIn(mobileNav(), 'Contact'))).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('when the page comes back from the back/forward cache, then the menu is closed', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(isOpen(menuButton())).toBe(false);
  });
});

describe('enhance/site-header: desktop menu', () => {
  it('when a dropdown is opened, then Escape closes it and focus returns to its summary', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    const contact = summaryIn(mainNav(), 'Contact');
    await user.click(contact);
    expect(isOpen(contact)).toBe(true);
    within(mainNav()).getByRole('link', { name: 'Careers' }).focus();
    await user.keyboard('{Escape}');
    expect(isOpen(contact)).toBe(false);
    expect(contact).toHaveFocus();
  });

  it('when focus moves out of an open dropdown, then it closes', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    const contact = summaryIn(mainNav(), 'Contact');
    await user.click(contact);
    within(mainNav()).getByRole('link', { name: 'Get Started' }).focus();
    expect(isOpen(contact)).toBe(false);
  });
});

describe('enhance/site-header: loading', () => {
  it('when the module is imported on a page with the header, then it enhances it once; on a page without, it does nothing', async () => {
    showHeader();
    await jest.isolateModulesAsync(async () => {
      await import('./site-header');
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-enhanced');
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceSiteHeader()).not.toThrow();
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { enhanceSiteHeader } from './site-header';

/**
 * The server's header in the page, enhanced by the module. `navigate` records the page loads the
 * module asks for. Open states are read from the DOM (`open`), the state the browser shows.
 */
function showHeader(pathname = '/') {
  document.body.innerHTML = `${renderToStaticMarkup(<SiteHeader pathname={pathname} />)}<main><p>Page text</p></main>`;
  const navigate = jest.fn<void, [string]>();
  return { navigate, enhance: () => enhanceSiteHeader(document, navigate) };
}

const summaryIn = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'summary, summary *' }).closest('summary')!;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const menuButton = () => screen.getByText('Open menu').closest('summary')!;
const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('enhance/site-header: mobile menu', () => {
  it('when Services is tapped once, then its submenu opens; when tapped again, then the visitor is taken to /services', async () => {
    const user = userEvent.setup();
    const { navigate, enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    expect(isOpen(menuButton())).toBe(true);
    const services = summaryIn(mobileNav(), 'Services');
    await user.click(services);
    expect(isOpen(services)).toBe(true);
    expect(within(mobileNav()).getByRole('link', { name: 'Network Design' })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();

    await user.click(services);
    expect(navigate.mock.calls).toEqual([['/services']]);
    expect(isOpen(services)).toBe(true);
  });

  it('when the menu and Resources were opened before the script arrived, then the next tap on Resources goes to /blog', async () => {
    const user = userEvent.setup();
    const { navigate, enhance } = showHeader();
    (menuButton().parentElement as HTMLDetailsElement).open = true;
    const resources = summaryIn(mobileNav(), 'Resources');
    (resources.parentElement as HTMLDetailsElement).open = true;
    enhance();
    expect(isOpen(menuButton())).toBe(true);
    await user.click(resources);
    expect(navigate.mock.calls).toEqual([['/blog']]);
  });

  it('when one submenu is open and another is tapped, then the first closes and nothing navigates', async () => {
    const user = userEvent.setup();
    const { navigate, enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    await user.click(summaryIn(mobileNav(), 'Services'));
    await user.click(summaryIn(mobileNav(), 'Resources'));
    expect(isOpen(summaryIn(mobileNav(), 'Services'))).toBe(false);
    expect(isOpen(summaryIn(mobileNav(), 'Resources'))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when Contact is tapped twice, then it only opens and closes (it has no page of its own)', async () => {
    const user = userEvent.setup();
    const { navigate, enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    const contact = summaryIn(mobileNav(), 'Contact');
    await user.click(contact);
    expect(isOpen(contact)).toBe(true);
    await user.click(contact);
    expect(isOpen(contact)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
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

  it('when the visitor taps the page outside the open menu, then it closes', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    await user.click(menuButton());
    await user.click(screen.getByText('Page text'));
    expect(isOpen(menuButton())).toBe(false);
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

  it('when the pointer hovers Resources, then Blogs and Media show, a click keeps it open; leaving closes it', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    const resources = summaryIn(mainNav(), 'Resources');
    fireEvent.mouseEnter(resources.closest('li')!);
    expect(isOpen(resources)).toBe(true);
    expect(within(mainNav()).getByRole('link', { name: 'Media' })).toBeVisible();
    // A click right after the hover opened it does not slam it shut.
    fireEvent.click(resources);
    expect(isOpen(resources)).toBe(true);
    fireEvent.mouseLeave(resources.closest('li')!);
    expect(isOpen(resources)).toBe(false);
    await user.click(resources);
    expect(isOpen(resources)).toBe(true);
  });

  it('when the visitor clicks elsewhere on the page, then an open dropdown closes', async () => {
    const user = userEvent.setup();
    const { enhance } = showHeader();
    enhance();
    const services = summaryIn(mainNav(), 'Services');
    await user.click(services);
    expect(isOpen(services)).toBe(true);
    await user.click(screen.getByText('Page text'));
    expect(isOpen(services)).toBe(false);
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

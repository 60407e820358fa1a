import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/config/site';
import { SiteHeader } from './site-header';

/**
 * The header as an island: its props only (no router, no store). `navigate` records the page loads
 * the mobile menu asks for; a new page is a new `pathname`. Every menu is a native <details>, so its
 * open state is read from the DOM (`open`), the state the browser shows and reports. Testing Library
 * gives <summary> no role (browsers expose it as a disclosure button), so summaries are found by text.
 */
function renderHeader(pathname = '/') {
  const navigate = jest.fn<void, [string]>();
  const view = render(<SiteHeader pathname={pathname} navigate={navigate} />);
  return { navigate, showPage: (path: string) => view.rerender(<SiteHeader pathname={path} navigate={navigate} />) };
}

const summaryIn = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'summary, summary *' }).closest('summary')!;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const menuButton = () => screen.getByText('Open menu').closest('summary')!;
const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });

describe('mobile menu', () => {
  it('when Services is tapped once, then its submenu opens; when tapped again, then the visitor is taken to /services', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    expect(isOpen(menuButton())).toBe(false);
    await user.click(menuButton());
    expect(isOpen(menuButton())).toBe(true);
    const services = summaryIn(mobileNav(), 'Services');
    expect(isOpen(services)).toBe(false);

    await user.click(services);
    expect(isOpen(services)).toBe(true);
    expect(within(mobileNav()).getByRole('link', { name: 'Network Design' })).toBeVisible();
    // Without script the submenu's first link reaches the menu's own page.
    expect(within(mobileNav()).getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
    expect(navigate).not.toHaveBeenCalled();

    await user.click(services);
    expect(navigate.mock.calls).toEqual([['/services']]);
    expect(isOpen(services)).toBe(true);
  });

  it('when Resources is tapped twice, then the visitor lands on /blog and the menu closes', async () => {
    const user = userEvent.setup();
    const { navigate, showPage } = renderHeader();
    await user.click(menuButton());
    const resources = summaryIn(mobileNav(), 'Resources');
    await user.click(resources);
    expect(within(mobileNav()).getByRole('link', { name: 'Media' })).toBeVisible();
    await user.click(resources);
    expect(navigate.mock.calls).toEqual([['/blog']]);
    // In the single-page app the header stays and the path changes: the menu closes.
    showPage('/blog');
    expect(isOpen(menuButton())).toBe(false);
    expect(isOpen(resources)).toBe(false);
  });

  it('when the browser opened the menu itself (a tap before the script), then a render of the same page leaves it open', () => {
    const { navigate, showPage } = renderHeader();
    (menuButton().parentElement as HTMLDetailsElement).open = true;
    (summaryIn(mobileNav(), 'Contact').parentElement as HTMLDetailsElement).open = true;
    showPage('/');
    expect(isOpen(menuButton())).toBe(true);
    expect(within(mobileNav()).getByRole('link', { name: 'Careers' })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when one submenu is open and another is tapped, then the first closes and nothing navigates', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(menuButton());
    await user.click(summaryIn(mobileNav(), 'Services'));
    await user.click(summaryIn(mobileNav(), 'Resources'));
    expect(isOpen(summaryIn(mobileNav(), 'Services'))).toBe(false);
    expect(isOpen(summaryIn(mobileNav(), 'Resources'))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when Contact is tapped twice, then it only opens and closes (it has no page of its own)', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(menuButton());
    const contact = summaryIn(mobileNav(), 'Contact');
    await user.click(contact);
    expect(isOpen(contact)).toBe(true);
    await user.click(contact);
    expect(isOpen(contact)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when Escape is pressed in the open menu, then it closes and focus returns to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    within(mobileNav()).getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    expect(isOpen(menuButton())).toBe(false);
    expect(menuButton()).toHaveFocus();
  });
});

describe('desktop menu', () => {
  const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

  it('when a dropdown is opened, then it lists its links; Escape closes it and focus returns to its summary', async () => {
    const user = userEvent.setup();
    renderHeader();
    const contact = summaryIn(mainNav(), 'Contact');
    await user.click(contact);
    expect(isOpen(contact)).toBe(true);
    expect(within(mainNav()).getByRole('link', { name: 'Contact USA' })).toHaveAttribute('href', '/contact-usa');
    expect(within(mainNav()).getByRole('link', { name: 'Contact Canada' })).toHaveAttribute('href', '/contact');
    expect(within(mainNav()).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    within(mainNav()).getByRole('link', { name: 'Careers' }).focus();
    await user.keyboard('{Escape}');
    expect(isOpen(contact)).toBe(false);
    expect(contact).toHaveFocus();
  });

  it('when the pointer hovers Resources, then Blogs and Media show, a click keeps it open; leaving closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const resources = summaryIn(mainNav(), 'Resources');
    fireEvent.mouseEnter(resources.closest('li')!);
    expect(isOpen(resources)).toBe(true);
    expect(within(mainNav()).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog');
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
    renderHeader();
    const services = summaryIn(mainNav(), 'Services');
    await user.click(services);
    expect(isOpen(services)).toBe(true);
    await user.click(screen.getByRole('banner'));
    expect(isOpen(services)).toBe(false);
  });

  it('when the Services dropdown opens, then it lists the services page and all ten service pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(summaryIn(mainNav(), 'Services'));
    const list = within(mainNav()).getByRole('link', { name: 'All services' }).closest('ul')!;
    expect(within(list).getAllByRole('link')).toHaveLength(11);
  });

  it('when the current page is in a menu, then its links say so (aria-current) and its dropdown is marked', () => {
    renderHeader('/network-design');
    expect(within(mainNav()).getByRole('link', { name: 'Network Design', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Contact USA', hidden: true })).not.toHaveAttribute('aria-current');
    expect(summaryIn(mainNav(), 'Services').className).toMatch(/active/);
    expect(summaryIn(mainNav(), 'Resources').className).not.toMatch(/active/);
  });

  it('when rendered, then Get Started opens a mail to the sales and info mailboxes', () => {
    renderHeader();
    expect(within(mainNav()).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${site.mailboxes.sales},${site.mailboxes.info}\\?subject=`),
    );
  });
});

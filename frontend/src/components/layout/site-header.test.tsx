import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/config/site';
import { SiteHeader } from './site-header';

/**
 * The header as an island: its props only (no router, no store). `navigate` records the page loads
 * the mobile menu asks for; a new page is a new `pathname`.
 */
function renderHeader(pathname = '/') {
  const navigate = jest.fn<void, [string]>();
  const view = render(<SiteHeader pathname={pathname} navigate={navigate} />);
  return { navigate, showPage: (path: string) => view.rerender(<SiteHeader pathname={path} navigate={navigate} />) };
}

describe('mobile menu', () => {
  it('when Services is tapped once, then its submenu opens; when tapped again, then the visitor is taken to /services', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const services = within(mobile).getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');

    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(within(mobile).getByRole('link', { name: 'Network Design' })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();

    await user.click(services);
    expect(navigate.mock.calls).toEqual([['/services']]);
  });

  it('when Resources is tapped twice, then the visitor lands on /blog and the menu closes', async () => {
    const user = userEvent.setup();
    const { navigate, showPage } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const resources = within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Resources' });
    await user.click(resources);
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Media' })).toBeVisible();
    await user.click(resources);
    expect(navigate.mock.calls).toEqual([['/blog']]);
    // In the single-page app the header stays and the path changes: the menu closes.
    showPage('/blog');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when one submenu is open and another is tapped, then the first closes and nothing navigates', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('button', { name: 'Services' }));
    await user.click(within(mobile).getByRole('button', { name: 'Resources' }));
    expect(within(mobile).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(mobile).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when Contact is tapped twice, then it only opens and closes (it has no page of its own)', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const contact = within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Contact' });
    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when Escape is pressed in the open menu, then it closes and focus returns to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('desktop menu', () => {
  it('when a dropdown button is activated by keyboard, then it reports aria-expanded and lists its links; Escape closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const contact = within(main).getByRole('button', { name: 'Contact' });
    contact.focus();
    await user.keyboard('{Enter}');
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(within(main).getByRole('link', { name: 'Contact USA' })).toHaveAttribute('href', '/contact-usa');
    expect(within(main).getByRole('link', { name: 'Contact Canada' })).toHaveAttribute('href', '/contact');
    expect(within(main).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    await user.keyboard('{Escape}');
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(contact).toHaveFocus();
  });

  it('when the pointer hovers Resources, then Blogs and Media show; leaving closes it', () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const resources = within(main).getByRole('button', { name: 'Resources' });
    fireEvent.mouseEnter(resources.parentElement!);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(within(main).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog');
    expect(within(main).getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/media');
    fireEvent.mouseLeave(resources.parentElement!);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the Services dropdown opens, then it lists the services page and all ten service pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('button', { name: 'Services' }));
    const list = within(main).getByRole('link', { name: 'All services' }).closest('ul')!;
    expect(within(list).getAllByRole('link')).toHaveLength(11);
  });

  it('when the current page is in a menu, then its links say so (aria-current) and its dropdown is marked', () => {
    renderHeader('/network-design');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Network Design', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Contact USA', hidden: true })).not.toHaveAttribute('aria-current');
    expect(within(main).getByRole('button', { name: 'Services' }).className).toMatch(/active/);
    expect(within(main).getByRole('button', { name: 'Resources' }).className).not.toMatch(/active/);
  });

  it('when rendered, then Get Started opens a mail to the sales and info mailboxes', () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${site.mailboxes.sales},${site.mailboxes.info}\\?subject=`),
    );
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { site } from '@/config/site';
import { SiteHeader } from './site-header';

/**
 * The header as the server sends it (no script has run): every menu is a native <details>, so what
 * opens is the browser's business; enhance/site-header.test.tsx covers what the script adds.
 * Testing Library gives <summary> no role (browsers expose it as a disclosure button), so summaries
 * are found by text.
 */
function showHeader(pathname = '/') {
  document.body.innerHTML = renderToStaticMarkup(<SiteHeader pathname={pathname} />);
}

const summaryIn = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'summary, summary *' }).closest('summary')!;
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });

describe('SiteHeader (server markup)', () => {
  it('when rendered, then it is the element the header module looks for, with a closed mobile menu of native disclosures', () => {
    showHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-site-header');
    const menu = screen.getByText('Open menu').closest('details')!;
    expect(menu).toHaveAttribute('data-mobile-menu');
    expect(menu.open).toBe(false);
    expect(within(mobileNav()).getAllByText(/./, { selector: 'summary' }).map((summary) => [summary.textContent, summary.parentElement!.getAttribute('name')])).toEqual([
      ['Services', 'mobile-menu'],
      ['Resources', 'mobile-menu'],
      ['Contact', 'mobile-menu'],
    ]);
  });

  it("when rendered, then an open Services or Resources submenu holds, right after its summary, the pointer's second-tap link to the menu's page; Contact has none", () => {
    showHeader();
    const secondTap = (label: string) => {
      const next = summaryIn(mobileNav(), label).nextElementSibling!;
      return next.tagName === 'A' ? [next.getAttribute('href'), next.getAttribute('tabindex'), next.getAttribute('aria-hidden'), next.className] : null;
    };
    expect([secondTap('Services'), secondTap('Resources'), secondTap('Contact')]).toEqual([
      ['/services', '-1', 'true', 'secondTap'],
      ['/blog', '-1', 'true', 'secondTap'],
      null,
    ]);
  });

  it("when rendered, then each mobile submenu's first link reaches the menu's own page, so no page needs the double tap", () => {
    showHeader();
    const submenuLinks = (label: string) => within(summaryIn(mobileNav(), label).parentElement!.querySelector('ul')!).getAllByRole('link', { hidden: true });
    expect(submenuLinks('Services')[0]).toHaveAttribute('href', '/services');
    expect(submenuLinks('Resources').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blogs', '/blog'],
      ['Media', '/media'],
    ]);
  });

  it('when rendered, then each desktop dropdown is a closed native disclosure the module can find, one open at a time by name', () => {
    showHeader();
    const dropdowns = [...mainNav().querySelectorAll('[data-nav-dropdown]')];
    expect(dropdowns.map((item) => [item.querySelector('summary')!.textContent, item.querySelector('details')!.getAttribute('name'), item.querySelector('details')!.open])).toEqual([
      ['Services', 'site-menu', false],
      ['Resources', 'site-menu', false],
      ['Contact', 'site-menu', false],
    ]);
  });

  it('when rendered, then the Contact dropdown lists USA, Canada and Careers, and Services lists its page and all ten service pages', () => {
    showHeader();
    const contact = summaryIn(mainNav(), 'Contact').parentElement!;
    expect(within(contact).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact USA', '/contact-usa'],
      ['Contact Canada', '/contact'],
      ['Careers', '/careers'],
    ]);
    expect(within(summaryIn(mainNav(), 'Services').parentElement!).getAllByRole('link', { hidden: true })).toHaveLength(11);
  });

  it('when the current page is in a menu, then its links say so (aria-current) and its dropdown is marked', () => {
    showHeader('/network-design');
    expect(within(mainNav()).getByRole('link', { name: 'Network Design', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(mobileNav()).getByRole('link', { name: 'Network Design', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Contact USA', hidden: true })).not.toHaveAttribute('aria-current');
    expect(summaryIn(mainNav(), 'Services').className).toMatch(/active/);
    expect(summaryIn(mainNav(), 'Resources').className).not.toMatch(/active/);
  });

  it('when rendered, then Get Started opens a mail to the sales and info mailboxes', () => {
    showHeader();
    expect(within(mainNav()).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${site.mailboxes.sales},${site.mailboxes.info}\\?subject=`),
    );
  });
});

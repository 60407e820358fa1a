import { screen, within } from '@testing-library/react';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SiteFooter } from './site-footer';

/** What the app hands in (the newsletter form is a feature of its own, tested there). */
const NEWSLETTER = <form aria-label="Newsletter" />;

describe('SiteFooter', () => {
  it('when rendered, then it holds the newsletter form, quick links, Canada and USA contact blocks and social links', () => {
    renderWithProviders(<SiteFooter newsletter={NEWSLETTER} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('form', { name: /newsletter/i })).toBeInTheDocument();
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Services', '/services'],
      ['Blogs', '/blog'],
      ['Contact', '/contact'],
    ]) {
      expect(within(quick).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const office of [site.canada, site.usa]) {
      expect(within(footer).getByText(office.street, { exact: false })).toBeInTheDocument();
      expect(within(footer).getByRole('link', { name: office.phone })).toHaveAttribute('href', `tel:${office.phone.replace(/[^+\d]/g, '')}`);
    }
    expect(within(footer).getByText(/Portland, OR/)).toBeInTheDocument();
    for (const network of ['LinkedIn', 'X', 'Facebook', 'YouTube']) {
      const link = within(footer).getByRole('link', { name: `${site.brand} on ${network}` });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('when the legal name already ends in a period (Inc.), then the copyright line has one period, never two', () => {
    renderWithProviders(<SiteFooter newsletter={NEWSLETTER} />);
    const line = screen.getByText(/^©/);
    expect(line.textContent).toContain(`${site.legalName.replace(/\.$/, '')}. Office hours`);
    expect(line.textContent).not.toMatch(/\.\./);
  });
});

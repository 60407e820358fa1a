import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_PAGE_SLUGS, type ServicePageSlug } from '@/config/paths';
import { site } from '@/config/site';
import { SERVICE_PAGES } from '@/content/service-pages';
import { ServicePage } from './service-page';

/** The service page as src/pages/[service].astro renders it. */
function renderServicePage(slug: ServicePageSlug) {
  render(<ServicePage service={slug} />);
}

const cardTitles = (sectionName: string) =>
  within(screen.getByRole('region', { name: sectionName }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.replace(/[+−]$/, ''));

describe('service pages', () => {
  it('when each of the ten routes is opened, then its own hero h1 and a Get Started or Let\'s Connect mail button show', () => {
    for (const slug of SERVICE_PAGE_SLUGS) {
      const page = SERVICE_PAGES[slug];
      renderServicePage(slug);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.hero.title);
      const cta = screen.getAllByRole('link', { name: page.hero.cta })[0]!;
      expect(cta.getAttribute('href')).toContain(`mailto:${site.mailboxes.sales},${site.mailboxes.info}`);
      document.body.innerHTML = '';
    }
  });

  it('when preventative maintenance opens, then it compares with break-fix and shows nine benefit cards that toggle brief and full text', async () => {
    const user = userEvent.setup();
    renderServicePage('preventative-maintenance');
    expect(screen.getByRole('heading', { name: 'Preventative maintenance versus break-fix' })).toBeInTheDocument();
    expect(cardTitles('Why a maintenance plan pays for itself')).toHaveLength(9);
    // Each card is a native <details>: its summary holds the title and brief, the full text is disclosed.
    expect(screen.getByText(/Planned labour is billed at contract rates/)).not.toBeVisible();
    await user.click(screen.getByText('Planned visits cost less than emergencies.'));
    expect(screen.getByText(/Planned labour is billed at contract rates/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lower total cost' }).closest('details')).toHaveProperty('open', true);
  });

  it('when network design opens, then consulting cards and the eight managed-service items show in a labelled carousel', () => {
    renderServicePage('network-design');
    expect(cardTitles('Network design consulting').length).toBeGreaterThanOrEqual(4);
    const carousel = screen.getByRole('region', { name: 'Managed network services carousel' });
    for (const item of ['Switches', 'Routers and bridges', 'Firewalls', 'Backup cellular modems', 'Racks', 'Wireless access points', 'VPNs', 'Structured cabling']) {
      expect(within(carousel).getAllByRole('heading', { name: item }).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('when the other pages open, then they carry the content the spec lists for each', () => {
    renderServicePage('structured-wiring-perfected');
    expect(cardTitles('The right cable for each job')).toEqual(['Cat5e', 'Cat6', 'Cat6a', 'Cat7', 'Fibre']);
    document.body.innerHTML = '';

    renderServicePage('logistics-procurement');
    expect(cardTitles('Four services, one supply chain')).toEqual(['Procurement', 'Warehousing', 'Staging and kitting', 'Shipping and returns']);
    document.body.innerHTML = '';

    renderServicePage('environment-surveys');
    expect(cardTitles('The reports we deliver')).toEqual([
      'Maintenance reports',
      'Restaurant audits',
      'Red flag',
      'Store rating (0-10)',
      'State of the network review',
      'Report system',
      'Head office insights',
    ]);
    document.body.innerHTML = '';

    renderServicePage('remote-monitoring-support');
    expect(cardTitles('Always on, always backed up, always answered')).toEqual(['24/7 monitoring', '4G backup', 'US-based support']);
    document.body.innerHTML = '';

    renderServicePage('novastar-certified-engineers');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NovaStar-certified LED engineers');
  });
});

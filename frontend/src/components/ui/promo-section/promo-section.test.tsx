import { screen } from '@testing-library/react';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PromoSection } from './promo-section';

describe('PromoSection', () => {
  it('when every input is given, then headings, paragraphs, image, both buttons and layout follow them', () => {
    renderWithProviders(
      <PromoSection
        id="promo"
        subHeading="Why Northwire"
        HighlightedHeadingBefore="Your"
        Heading="network, handled"
        HighlightedHeading="end to end"
        Paragraph={'First line.\nSecond line.\r\n\nThird line.'}
        shiftRow
        btnText="Talk to us"
        href="mailto:test@example.com"
        imgLink="/img/promo.svg"
        imgAlt="Technician at a rack"
        bgImage="/img/bg.jpg"
        secondBtn="/case-study/grocery"
      />,
    );
    const section = screen.getByRole('region', { name: 'Your network, handled end to end' });
    expect(screen.getByText('Why Northwire')).toBeInTheDocument();
    expect(screen.getByText('First line.').tagName).toBe('P');
    expect(screen.getByText('Second line.').tagName).toBe('P');
    expect(screen.getByText('Third line.').tagName).toBe('P');
    expect(section.querySelectorAll('p')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', 'mailto:test@example.com');
    expect(screen.getByRole('link', { name: 'Case Study' })).toHaveAttribute('href', '/case-study/grocery');
    expect(screen.getByRole('img', { name: 'Technician at a rack' })).toHaveAttribute('src', '/img/promo.svg');
    expect(section).toHaveAttribute('data-shift-row', 'true');
    expect(section).toHaveAttribute('data-background', 'image');
    expect(section.style.backgroundImage).toBe('url("/img/bg.jpg")');
  });

  it('when only a heading is given, then the background is dark blue, Get Started mails sales and info, and no Case Study button shows', () => {
    renderWithProviders(<PromoSection id="p" Heading="Plain" />);
    const section = screen.getByRole('region', { name: 'Plain' });
    expect(section).toHaveAttribute('data-background', 'dark');
    expect(section).toHaveAttribute('data-shift-row', 'false');
    const getStarted = screen.getByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toContain(`mailto:${site.mailboxes.sales},${site.mailboxes.info}`);
    expect(screen.queryByRole('link', { name: 'Case Study' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('when bgTransparent is set, then it wins over a background image', () => {
    renderWithProviders(<PromoSection id="p" Heading="Clear" bgImage="/img/bg.jpg" bgTransparent />);
    const section = screen.getByRole('region', { name: 'Clear' });
    expect(section).toHaveAttribute('data-background', 'transparent');
    expect(section.style.backgroundImage).toBe('');
  });
});

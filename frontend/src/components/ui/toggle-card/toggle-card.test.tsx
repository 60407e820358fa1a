import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ToggleCard } from './toggle-card';

const cardOf = (node: HTMLElement) => node.closest('details')!;
/** The card's summary, found by its title (Testing Library gives <summary> no role; browsers expose it as a disclosure button). */
const summaryOf = (title: string) => screen.getByRole('heading', { name: title }).closest('summary')!;

describe('ToggleCard', () => {
  it('when the closed card is clicked, then it opens to the full text; clicking its summary again closes it (native details, no script state)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToggleCard title="More uptime" brief="Short version." full={'Long version one.\nLong version two.'} />);
    const summary = summaryOf('More uptime');
    const card = cardOf(summary);
    expect(card.open).toBe(false);
    // The brief is part of the summary (shown while closed); the full text is the disclosed body.
    expect(summary).toHaveTextContent('Short version.');
    expect(screen.getByText('Long version one.')).not.toBeVisible();

    await user.click(screen.getByText('Short version.'));
    expect(card.open).toBe(true);
    expect(screen.getByText('Long version one.')).toBeVisible();
    expect(screen.getByText('Long version two.')).toBeVisible();

    await user.click(summary);
    expect(card.open).toBe(false);
  });

  it('when used without a brief (expandable card), then only the title shows until its summary is clicked (keyboard opening is native: e2e disclosures spec)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToggleCard title="Procurement" full="We buy through distributors." />);
    expect(screen.getByText('We buy through distributors.')).not.toBeVisible();
    expect(summaryOf('Procurement')).toHaveTextContent(/^ProcurementOpen$/);
    await user.click(summaryOf('Procurement'));
    expect(screen.getByText('We buy through distributors.')).toBeVisible();
    await user.click(summaryOf('Procurement'));
    expect(screen.getByText('We buy through distributors.')).not.toBeVisible();
  });
});

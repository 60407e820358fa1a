import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ToggleCard } from './toggle-card';

describe('ToggleCard', () => {
  it('when the card is clicked, then the brief text gives way to the full text; clicking again brings the brief back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToggleCard title="More uptime" brief="Short version." full={'Long version one.\nLong version two.'} />);
    const trigger = screen.getByRole('button', { name: 'More uptime' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Short version.')).toBeInTheDocument();
    expect(screen.queryByText('Long version one.')).not.toBeInTheDocument();

    await user.click(screen.getByText('Short version.'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Short version.')).not.toBeInTheDocument();
    expect(screen.getByText('Long version one.')).toBeInTheDocument();
    expect(screen.getByText('Long version two.')).toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Short version.')).toBeInTheDocument();
  });

  it('when used without a brief (expandable card), then only the title shows until it is opened with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToggleCard title="Procurement" full="We buy through distributors." />);
    expect(screen.queryByText('We buy through distributors.')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Procurement' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('We buy through distributors.')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByText('We buy through distributors.')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { CollapsibleCard } from './collapsible-card';

describe('CollapsibleCard', () => {
  it('shows the summary always and the details once its title is pressed', async () => {
    renderWithTheme(
      <CollapsibleCard title="Logo design" summary={<p>PKR 25,000</p>}>
        <p>Three concepts</p>
      </CollapsibleCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Logo design' });
    expect(screen.getByRole('heading', { level: 2, name: 'Logo design' })).toBeInTheDocument();
    expect(screen.getByText('PKR 25,000')).toBeVisible();
    expect(screen.getByText('Three concepts')).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Three concepts')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByText('Three concepts'),
    );
  });

  it('tells details given as a function whether the card is open', async () => {
    renderWithTheme(
      <CollapsibleCard title="Website" summary={null}>
        {(open) => <p>{open ? 'open' : 'closed'}</p>}
      </CollapsibleCard>,
    );
    expect(screen.getByText('closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Website' }));
    expect(screen.getByText('open')).toBeVisible();
  });
});

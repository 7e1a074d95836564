import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits, and spins disabled and busy while submitting', () => {
    const { rerender } = renderWithTheme(<SubmitButton submitting={false}>Login</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('submit-spinner')).not.toBeInTheDocument();

    rerender(<SubmitButton submitting>Login</SubmitButton>);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('submit-spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(screen.getByTestId('submit-spinner')).animation).toMatch(/infinite/);
  });

  it('shows the submitting label while busy', () => {
    renderWithTheme(
      <SubmitButton submitting submittingLabel="Posting...">
        Post Job
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  });

  it('stays disabled when the caller disables it', () => {
    renderWithTheme(
      <SubmitButton submitting={false} disabled>
        Apply
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});

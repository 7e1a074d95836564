import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from './button';

describe('Button', () => {
  it('is type="button" by default so it never submits a form by surprise', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('styles by variant and size without leaking them to the DOM', () => {
    renderWithTheme(
      <Button variant="danger" size="sm" onClick={() => undefined}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(180, 35, 24)');
    expect(getComputedStyle(button).minHeight).toBe('2.25rem');
  });

  it('accepts an explicit type and native props', () => {
    renderWithTheme(
      <Button type="submit" disabled aria-describedby="x">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
  });
});

import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { ToggleSwitch } from './toggle-switch';

function Harness() {
  const [on, setOn] = useState(false);
  return <ToggleSwitch checked={on} onChange={setOn} label="Approve Ayesha Khan" />;
}

describe('ToggleSwitch', () => {
  it('is a named switch that Space and Enter toggle', async () => {
    renderWithTheme(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Approve Ayesha Khan' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('does nothing while disabled', async () => {
    const onChange = jest.fn();
    renderWithTheme(<ToggleSwitch checked onChange={onChange} label="Approve" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Approve' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});

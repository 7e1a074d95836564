import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { Tabs } from './tabs';

function Harness() {
  const [active, setActive] = useState('inactive');
  return (
    <Tabs
      label="Users"
      tabs={[
        { id: 'inactive', label: 'Inactive Users' },
        { id: 'active', label: 'Active Users' },
        { id: 'all', label: 'All Users' },
      ]}
      activeId={active}
      onChange={setActive}
    >
      panel {active}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** Renders the tabs and brings the keyboard's focus to the first one. */
async function renderAndFocus() {
  renderWithTheme(<Harness />);
  await userEvent.tab();
  expect(tab('Inactive Users')).toHaveFocus();
}

/** Presses `keys` and checks that they moved the focus to the tab `name` and chose it. */
async function pressTo(keys: string, name: string) {
  await userEvent.keyboard(keys);
  expect(tab(name)).toHaveFocus();
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
}

describe('Tabs', () => {
  it('wires tabs to the panel with a roving tabindex', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Users' })).toBeInTheDocument();
    expect(tab('Inactive Users')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Inactive Users')).toHaveAttribute('tabindex', '0');
    expect(tab('Active Users')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Inactive Users' });
    expect(tab('Active Users')).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and activates with ArrowRight, ArrowLeft, Home and End', async () => {
    await renderAndFocus();
    await pressTo('{ArrowRight}', 'Active Users');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel active');
    await pressTo('{End}', 'All Users');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Inactive Users')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('All Users')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Inactive Users')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel inactive');
  });

  it('activates on click', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(tab('All Users'));
    expect(tab('All Users')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tabs on an Urdu page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('moves to the next tab with ArrowLeft, as the tabs run from the right', async () => {
    await act(() => setLanguage('ur'));
    await renderAndFocus();
    await pressTo('{ArrowLeft}', 'Active Users');
    await pressTo('{ArrowRight}{ArrowRight}', 'All Users');
  });
});

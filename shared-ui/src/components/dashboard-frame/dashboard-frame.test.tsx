import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { DashboardFrame, type RenderLinkArgs } from './dashboard-frame';

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <a href={to} onClick={onClick}>
    {children}
  </a>
);

function renderFrame(onLogout = jest.fn()) {
  renderWithTheme(
    <DashboardFrame
      greeting="Good morning, Ayesha"
      date={new Date(2026, 10, 22, 9, 30)}
      navItems={[
        { label: 'Dashboard', to: '/freelancer-dashboard' },
        { label: 'Jobs', to: '/freelancer-dashboard/jobs', icon: <svg /> },
      ]}
      profilePath="/freelancer-dashboard/profile"
      onLogout={onLogout}
      userName="Ayesha Khan"
      renderLink={renderLink}
      messagesPath="/freelancer-dashboard/messages"
      unreadMessages={3}
      bell={<button type="button">the bell</button>}
    >
      <p>content</p>
    </DashboardFrame>,
  );
  return onLogout;
}

describe('DashboardFrame', () => {
  it('greets with the date and shows the side menu, Messages and the content', () => {
    renderFrame();
    expect(screen.getByText('Good morning, Ayesha')).toBeInTheDocument();
    expect(screen.getByText('Sunday, 22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute(
      'href',
      '/freelancer-dashboard/messages',
    );
    expect(screen.getByRole('button', { name: 'the bell' })).toBeInTheDocument();
    const side = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(side).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'href',
      '/freelancer-dashboard/jobs',
    );
    expect(within(side).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('leads from the logo to the dashboard home and holds the page in the main landmark', () => {
    renderFrame();
    const side = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(side).getByRole('link', { name: 'Kaamyaab' })).toHaveAttribute(
      'href',
      '/freelancer-dashboard',
    );
    expect(within(screen.getByRole('main')).getByText('content')).toBeInTheDocument();
  });

  it('opens the avatar menu with Profile and Logout, and logs out', async () => {
    const onLogout = renderFrame();
    const trigger = screen.getByRole('button', { name: 'Account menu for Ayesha Khan' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const inMenu = within(menu as HTMLElement);
    expect(inMenu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/freelancer-dashboard/profile',
    );
    await userEvent.click(inMenu.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: focus moves in, Escape closes and returns focus', async () => {
    renderFrame();
    const trigger = screen.getByRole('button', { name: 'Account menu for Ayesha Khan' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const profile = screen.getAllByRole('link', { name: 'Profile' })[1] as HTMLElement;
    expect(profile).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.getAllByRole('link', { name: 'Profile' })).toHaveLength(1);
  });
});

describe('DashboardFrame in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('lays the page right to left and says its own words and the date in Urdu', () => {
    renderFrame();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(screen.getByText('اتوار، 22 نومبر، 2026')).toHaveAttribute('datetime', '2026-11-22');
    const side = screen.getByRole('navigation', { name: 'ڈیش بورڈ' });
    expect(within(side).getByRole('link', { name: 'پروفائل' })).toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'لاگ آؤٹ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'میسجز، 3 نئے' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayesha Khan کا اکاؤنٹ مینو' })).toBeInTheDocument();
    // What the remote passed (its own translation) is shown as given.
    expect(within(side).getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
  });
});

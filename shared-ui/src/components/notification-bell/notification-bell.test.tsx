import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRelative, setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import type { RenderLinkArgs } from '../dashboard-frame/dashboard-frame';
import { NotificationBell, type BellNotification } from './notification-bell';

const renderLink = ({ to, children, onClick }: RenderLinkArgs) => (
  <a
    href={to}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const accepted: BellNotification = {
  _id: 'n1',
  title: 'Sabzi Mandi Tech accepted your application to Logo <design>.',
  link: '/freelancer-dashboard/messages/a1',
  read: false,
  createdAt: '2026-11-23T08:00:00.000Z',
};

function renderBell(notifications: BellNotification[] | null, unread = 1) {
  const handlers = { load: jest.fn(), markRead: jest.fn(), markAllRead: jest.fn() };
  renderWithTheme(
    <NotificationBell
      unread={unread}
      notifications={notifications}
      renderLink={renderLink}
      {...handlers}
    />,
  );
  return handlers;
}

describe('NotificationBell', () => {
  it('shows the unread count, loads on opening, and follows a notification marking it read', async () => {
    const handlers = renderBell([accepted]);
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(handlers.load).toHaveBeenCalledTimes(1);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    // People's text is shown as text.
    const link = within(panel).getByRole('link', {
      name: /accepted your application to Logo <design>\./,
    });
    expect(link).toHaveAttribute('href', '/freelancer-dashboard/messages/a1');
    await userEvent.click(link);
    expect(handlers.markRead).toHaveBeenCalledWith('n1');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks all read, says when there is nothing, and closes with Escape back to the button', async () => {
    renderBell([], 0);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(screen.getByText('Nothing new yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Mark all as read while something is unread', async () => {
    const handlers = renderBell([accepted], 3);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(handlers.markAllRead).toHaveBeenCalledTimes(1);
  });
});

describe('NotificationBell in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('names itself with the unread count and dates each notification the Urdu way', async () => {
    renderBell([accepted], 1);
    await userEvent.click(screen.getByRole('button', { name: 'نوٹیفکیشنز، 1 نیا' }));
    const panel = screen.getByRole('region', { name: 'نوٹیفکیشنز' });
    expect(within(panel).getByRole('button', { name: 'سب کو پڑھا ہوا کر دیں' })).toBeVisible();
    // How long ago (dates.test.ts has each step), with the exact time as the time's title.
    const time = panel.querySelector('time');
    expect(time).toHaveTextContent(formatRelative(accepted.createdAt, 'ur'));
    expect(time).toHaveAttribute(
      'title',
      expect.stringMatching(/^23 نومبر، 2026، \d+:\d\d [AP]M$/),
    );
  });

  it('says in Urdu that there is nothing new', async () => {
    renderBell([], 0);
    await userEvent.click(screen.getByRole('button', { name: 'نوٹیفکیشنز' }));
    expect(screen.getByText('ابھی کچھ نیا نہیں۔')).toBeInTheDocument();
  });
});

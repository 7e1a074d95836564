import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import type { RenderLinkArgs } from './dashboard-frame';
import { PartyDashboard, type PartyDashboardProps } from './party-dashboard';

const renderLink = ({ to, children }: RenderLinkArgs) => <a href={to}>{children}</a>;

/** An area's words: the greeting as the areas word it, 'Loading...' for the wait. */
const words = ((key: string, values?: { greeting: string; name: string }) =>
  key === 'loading'
    ? 'Loading...'
    : `${values?.greeting}, ${values?.name}`) as PartyDashboardProps['words'];

const ready = {
  verification: { prompt: null, known: true },
  loggingOut: false,
  logOut: jest.fn(),
  bell: {
    unread: 0,
    notifications: null,
    load: jest.fn(),
    markRead: jest.fn(),
    markAllRead: jest.fn(),
  },
  unreadMessages: 2,
  holdTight: {},
  exploreHref: '/',
  profilePath: '/company-dashboard/profile',
  messagesPath: '/company-dashboard/messages',
  navItems: [{ label: 'Post a Job', to: '/company-dashboard/post-job' }],
  words,
  renderLink,
};

const account = { id: 'company-1', name: 'Sabzi Mandi Tech', greetingName: 'Sabzi', avatar: null };

/** Renders the dashboard around a page that says 'page', for `account`. */
const renderDashboard = (account: PartyDashboardProps['account']) =>
  renderWithTheme(
    <PartyDashboard {...ready} account={account}>
      page
    </PartyDashboard>,
  );

describe('PartyDashboard', () => {
  it("says the area's wait until the account is known", () => {
    renderDashboard(null);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it("shows 'Hold Tight!' instead of the page to an account awaiting approval", () => {
    renderDashboard({ ...account, approved: false });
    expect(screen.getByRole('heading', { name: 'Hold Tight!' })).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it('frames the page of an approved account, greeting the first word of its name', () => {
    renderDashboard({ ...account, approved: true });
    expect(screen.getByText(/^Good (morning|afternoon|evening), Sabzi$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/company-dashboard/post-job',
    );
    expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

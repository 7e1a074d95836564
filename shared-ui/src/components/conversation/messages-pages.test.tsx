import { act, screen } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import type { RenderLinkArgs } from '../dashboard-frame/dashboard-frame';
import { InboxPage } from './messages-pages';

const renderLink = ({ to, label, children }: RenderLinkArgs) => (
  <a href={to} aria-label={label}>
    {children}
  </a>
);

function renderInbox(conversations = [entry]) {
  renderWithTheme(
    <InboxPage
      inbox={{ status: 'ready', conversations, nextCursor: 'next' }}
      onLoadMore={jest.fn()}
      linkTo={(id) => `/freelancer-dashboard/messages/${id}`}
      renderLink={renderLink}
    />,
  );
}

const entry = {
  applicationId: 'a1',
  jobTitle: 'Logo for a dhaba',
  status: 'accepted' as const,
  otherPartyName: 'Sabzi Mandi Tech',
  lastMessage: { text: 'Walaikum salaam', fromMe: true, createdAt: '2026-11-23T08:01:00.000Z' },
  unread: 2,
};

describe('InboxPage', () => {
  it('lists each conversation with its unread count and the last message', () => {
    renderInbox();
    expect(document.title).toBe('Messages | Kaamyaab');
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeVisible();
    expect(screen.getByText('2 unread')).toBeVisible();
    expect(screen.getByText('You: Walaikum salaam')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });
});

describe('InboxPage in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('names the page and says its counts in Urdu', () => {
    renderInbox();
    expect(document.title).toBe('میسجز | کامیاب');
    expect(screen.getByRole('heading', { name: 'میسجز' })).toBeVisible();
    expect(screen.getByText('2 نئے')).toBeVisible();
    expect(screen.getByText('آپ: Walaikum salaam')).toBeVisible();
    expect(screen.getByRole('button', { name: 'مزید دیکھیں' })).toBeVisible();
  });

  it('says in Urdu that there is no conversation yet', () => {
    renderInbox([]);
    expect(
      screen.getByText('ابھی کوئی بات چیت نہیں۔ بات چیت کسی درخواست سے شروع ہوتی ہے۔'),
    ).toBeVisible();
  });
});

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

describe.each([
  {
    name: 'English',
    language: 'en',
    title: 'Messages | Kaamyaab',
    heading: 'Messages',
    unread: '2 unread',
    last: 'You: Walaikum salaam',
    more: 'Load more',
  },
  {
    name: 'Urdu',
    language: 'ur',
    title: 'میسجز | کامیاب',
    heading: 'میسجز',
    unread: '2 نئے',
    last: 'آپ: Walaikum salaam',
    more: 'مزید دیکھیں',
  },
] as const)('InboxPage in $name', (page) => {
  beforeEach(() => act(() => setLanguage(page.language)));
  afterEach(() => act(() => setLanguage('en')));

  it('names the page and lists each conversation with its unread count and last message', () => {
    renderInbox();
    expect(document.title).toBe(page.title);
    expect(screen.getByRole('heading', { name: page.heading })).toBeVisible();
    expect(screen.getByText(page.unread)).toBeVisible();
    expect(screen.getByText(page.last)).toBeVisible();
    expect(screen.getByRole('button', { name: page.more })).toBeVisible();
  });
});

describe('InboxPage in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(() => act(() => setLanguage('en')));

  it('says in Urdu that there is no conversation yet', () => {
    renderInbox([]);
    expect(
      screen.getByText('ابھی کوئی بات چیت نہیں۔ بات چیت کسی درخواست سے شروع ہوتی ہے۔'),
    ).toBeVisible();
  });
});

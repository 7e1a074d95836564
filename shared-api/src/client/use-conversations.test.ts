import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import type {
  ConversationPage,
  ConversationSummaryDto,
  ConversationsPage,
  MessageDto,
} from '@kaamyaab/shared-api/contract';
import { conversationsApi } from './conversations';
import { useConversation, useInbox } from './use-conversations';

/** The live stream's part: each read runs at mount, and again when the test says a message came. */
const mockLive = { reads: new Set<(data: Record<string, unknown>) => void>() };
jest.mock('./live-events', () => ({
  useLiveRead: (_names: unknown, read: (data: Record<string, unknown>) => void) => {
    const { useEffect } = jest.requireActual<typeof React>('react');
    useEffect(() => {
      mockLive.reads.add(read);
      read({});
      return () => void mockLive.reads.delete(read);
    }, [read]);
  },
}));
const messageArrives = (applicationId: string) =>
  act(() => mockLive.reads.forEach((read) => read({ applicationId })));

/** Answers the test gives when it chooses, in the order it chooses. */
function answersOnTheirWay<T>() {
  const asked: Array<{ args: unknown[]; answer: (value: T) => Promise<void> }> = [];
  const call = (...args: unknown[]) =>
    new Promise<T>((resolve) => {
      asked.push({ args, answer: (value) => act(async () => resolve(value)) });
    });
  return { asked, call };
}

const summary = (n: number, unread = 0): ConversationSummaryDto => ({
  applicationId: `a${n}`,
  jobTitle: `Job ${n}`,
  status: 'pending',
  otherPartyName: 'Indus Digital Labs',
  lastMessage: { text: `Message ${n}`, fromMe: false, createdAt: '2026-03-01T10:00:00.000Z' },
  unread,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => summary(from + i));
const page = (conversations: ConversationSummaryDto[], nextCursor: string | null) =>
  ({ conversations, nextCursor, limit: 20 }) as ConversationsPage;
const idsShown = (state: ReturnType<typeof useInbox>) =>
  state.status === 'ready' ? state.conversations.map((c) => c.applicationId) : [];

describe('useInbox', () => {
  let inbox: ReturnType<typeof answersOnTheirWay<ConversationsPage>>;
  beforeEach(() => {
    inbox = answersOnTheirWay<ConversationsPage>();
    jest.spyOn(conversationsApi, 'inbox').mockImplementation(inbox.call);
  });
  afterEach(() => jest.restoreAllMocks());

  async function twoPagesLoaded() {
    const hook = renderHook(() => useInbox());
    await inbox.asked[0]!.answer(page(range(1, 20), 'a20'));
    act(() => hook.result.current.loadMore());
    expect(inbox.asked[1]!.args).toEqual(['a20']);
    await inbox.asked[1]!.answer(page(range(21, 25), null));
    return hook;
  }

  it('keeps the pages loaded when a message arrives, its conversation moved to the top', async () => {
    const hook = await twoPagesLoaded();
    messageArrives('a23');
    await inbox.asked[2]!.answer(page([summary(23, 1), ...range(1, 19)], 'a19'));

    const ids = (conversations: ConversationSummaryDto[]) =>
      conversations.map((c) => c.applicationId);
    expect(idsShown(hook.result.current)).toEqual(['a23', ...ids(range(1, 22)), 'a24', 'a25']);
    expect(hook.result.current).toMatchObject({ nextCursor: null });
    const moved = hook.result.current.status === 'ready' && hook.result.current.conversations[0];
    expect(moved).toMatchObject({ applicationId: 'a23', unread: 1 });
  });

  it('keeps the cursor of the last conversation shown, so Load more goes on where it was', async () => {
    const hook = renderHook(() => useInbox());
    await inbox.asked[0]!.answer(page(range(1, 20), 'a20'));
    messageArrives('a99');
    await inbox.asked[1]!.answer(page([summary(99, 1), ...range(1, 19)], 'a19'));
    expect(idsShown(hook.result.current)).toHaveLength(21);
    act(() => hook.result.current.loadMore());
    expect(inbox.asked[2]!.args).toEqual(['a20']);
  });

  it('drops a first page answered after a later one', async () => {
    const hook = renderHook(() => useInbox());
    await inbox.asked[0]!.answer(page(range(1, 3), null));
    messageArrives('a4');
    messageArrives('a5');
    await inbox.asked[2]!.answer(page([summary(5, 1), summary(4, 1), ...range(1, 3)], null));
    await inbox.asked[1]!.answer(page([summary(4, 1), ...range(1, 3)], null));
    expect(idsShown(hook.result.current)).toEqual(['a5', 'a4', 'a1', 'a2', 'a3']);
  });

  it('shows once a conversation a message moved up while its old page was on its way', async () => {
    const hook = renderHook(() => useInbox());
    await inbox.asked[0]!.answer(page(range(1, 20), 'a20'));
    act(() => hook.result.current.loadMore());
    act(() => hook.result.current.loadMore());
    expect(inbox.asked).toHaveLength(2);

    messageArrives('a23');
    await inbox.asked[2]!.answer(page([summary(23, 1), ...range(1, 19)], 'a19'));
    await inbox.asked[1]!.answer(page(range(21, 25), null));
    const shown = idsShown(hook.result.current);
    expect(shown).toHaveLength(25);
    expect(new Set(shown).size).toBe(25);
    expect(shown[0]).toBe('a23');
    expect(hook.result.current).toMatchObject({ nextCursor: null });
  });
});

const message = (id: string, text: string): MessageDto => ({
  _id: id,
  text,
  fromMe: false,
  read: true,
  createdAt: `2026-03-01T10:00:0${id.slice(-1)}.000Z`,
});
const conversationPage = (applicationId: string, messages: MessageDto[]) =>
  ({
    conversation: { applicationId, jobTitle: `Job of ${applicationId}` },
    messages,
    nextCursor: null,
    limit: 30,
  }) as unknown as ConversationPage;

describe('useConversation', () => {
  afterEach(() => jest.restoreAllMocks());

  it('never mixes two conversations when the page moves on before an answer', async () => {
    const open = answersOnTheirWay<ConversationPage>();
    jest.spyOn(conversationsApi, 'open').mockImplementation(open.call);
    const sent = answersOnTheirWay<MessageDto>();
    jest.spyOn(conversationsApi, 'send').mockImplementation(sent.call);
    const hook = renderHook(({ id }) => useConversation(id), { initialProps: { id: 'a1' } });
    await open.asked[0]!.answer(conversationPage('a1', [message('m1', 'Salaam')]));
    let sending!: Promise<string | null>;
    act(() => {
      sending = hook.result.current.send('Shukriya');
    });
    messageArrives('a1');

    hook.rerender({ id: 'a2' });
    expect(open.asked[2]!.args).toEqual(['a2']);
    await open.asked[2]!.answer(conversationPage('a2', [message('m3', 'Hello')]));
    await open.asked[1]!.answer(conversationPage('a1', [message('m2', 'Late for a1')]));
    await sent.asked[0]!.answer(message('m4', 'Shukriya'));
    await expect(sending).resolves.toBeNull();

    expect(hook.result.current.state).toMatchObject({
      status: 'ready',
      conversation: { applicationId: 'a2' },
      messages: [{ _id: 'm3' }],
    });
  });
});

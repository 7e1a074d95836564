import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ConversationDto,
  ConversationSummaryDto,
  MessageDto,
} from '@kaamyaab/shared-api/contract';
import { conversationsApi } from './conversations';
import { describeError } from './describe-error';
import { conversationErrors, sendMessageErrors } from './error-catalogues';
import { withFirstPage, withNextPage } from './inbox-pages';
import { useLiveRead } from './live-events';

export type InboxState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; conversations: ConversationSummaryDto[]; nextCursor: string | null };

/**
 * The inbox, newest activity first. Each live message reads the first page again and merges it
 * into the pages loaded, which stay; of two reads answered out of order, the older is dropped.
 */
export function useInbox(): InboxState & { loadMore(): void } {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  /** First pages asked for, and the latest shown: an answer older than that one is stale. */
  const reads = useRef({ asked: 0, shown: 0 });
  /** The cursor of the page on its way, so a second tap does not ask for it again. */
  const asking = useRef<string | null>(null);

  const refresh = useCallback(() => {
    const read = ++reads.current.asked;
    conversationsApi.inbox().then(
      (first) => {
        if (read < reads.current.shown) return;
        reads.current.shown = read;
        setState((current) => ({
          status: 'ready',
          ...(current.status === 'ready' ? withFirstPage(current, first) : first),
        }));
      },
      () => setState((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    );
  }, []);
  useLiveRead(['message'], refresh);

  const loadMore = () => {
    if (state.status !== 'ready' || !state.nextCursor || asking.current === state.nextCursor)
      return;
    const cursor = state.nextCursor;
    asking.current = cursor;
    const done = () => {
      if (asking.current === cursor) asking.current = null;
    };
    conversationsApi.inbox(cursor).then((next) => {
      done();
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', ...withNextPage(current, next) } : current,
      );
    }, done);
  };
  return { ...state, loadMore };
}

export type ConversationState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      conversation: ConversationDto;
      /** Oldest first, as they are read. */
      messages: MessageDto[];
      olderCursor: string | null;
    };

const byTime = (a: MessageDto, b: MessageDto) => a.createdAt.localeCompare(b.createdAt);

/** Known messages plus a fresh page, each once, in conversation order. */
function merged(known: MessageDto[], fresh: MessageDto[]): MessageDto[] {
  const ids = new Set(fresh.map((message) => message._id));
  return [...known.filter((message) => !ids.has(message._id)), ...[...fresh].reverse()].sort(
    byTime,
  );
}

/**
 * One conversation: the newest messages now and whenever a live message arrives for it (marking
 * the other side's read while it is open), older ones on demand, and sending. The page may move
 * to another conversation while answers are on their way: an answer for one no longer shown, or
 * older than one already shown, is dropped, so two conversations never mix.
 */
export function useConversation(applicationId: string) {
  const [state, setState] = useState<ConversationState>({ status: 'loading' });
  const shown = useRef(applicationId);
  /** Newest pages asked for, and the latest shown: an answer older than that one is stale. */
  const reads = useRef({ asked: 0, shown: 0 });
  /** The cursor of the older page on its way, so a second tap does not ask for it again. */
  const asking = useRef<string | null>(null);

  const refresh = useCallback(() => {
    const read = ++reads.current.asked;
    const current = () => shown.current === applicationId && read >= reads.current.shown;
    conversationsApi.open(applicationId).then(
      (page) => {
        if (!current()) return;
        reads.current.shown = read;
        setState((now) => ({
          status: 'ready',
          conversation: page.conversation,
          messages: merged(now.status === 'ready' ? now.messages : [], page.messages),
          olderCursor: now.status === 'ready' ? now.olderCursor : page.nextCursor,
        }));
        if (page.messages.some((message) => !message.fromMe && !message.read))
          conversationsApi.markRead(applicationId).catch(() => undefined);
      },
      (error: unknown) => {
        if (!current()) return;
        setState((now) =>
          now.status === 'ready'
            ? now
            : { status: 'failed', message: describeError(error, conversationErrors) },
        );
      },
    );
  }, [applicationId]);

  useEffect(() => {
    shown.current = applicationId;
    asking.current = null;
    setState({ status: 'loading' });
  }, [applicationId]);
  const readLive = useCallback(
    (data: { applicationId?: unknown }) => {
      if (data.applicationId === undefined || data.applicationId === applicationId) refresh();
    },
    [applicationId, refresh],
  );
  useLiveRead(['message'], readLive);

  const loadOlder = () => {
    if (state.status !== 'ready' || !state.olderCursor || asking.current === state.olderCursor)
      return;
    const cursor = state.olderCursor;
    asking.current = cursor;
    conversationsApi.open(applicationId, cursor).then(
      (page) => {
        if (shown.current !== applicationId) return;
        asking.current = null;
        setState((now) =>
          now.status === 'ready'
            ? {
                ...now,
                messages: merged(now.messages, page.messages),
                olderCursor: page.nextCursor,
              }
            : now,
        );
      },
      () => {
        if (asking.current === cursor) asking.current = null;
      },
    );
  };

  /** Answers the sentence to show when sending failed, or null. */
  const send = async (text: string): Promise<string | null> => {
    try {
      const message = await conversationsApi.send(applicationId, text);
      if (shown.current === applicationId)
        setState((now) =>
          now.status === 'ready' ? { ...now, messages: merged(now.messages, [message]) } : now,
        );
      return null;
    } catch (error) {
      return describeError(error, sendMessageErrors);
    }
  };

  return { state, loadOlder, send };
}

import { useCallback, useEffect, useState } from 'react';
import type {
  ConversationDto,
  ConversationSummaryDto,
  MessageDto,
} from '@kaamyaab/shared-api/contract';
import { conversationsApi } from './conversations';
import { describeError } from './describe-error';
import { conversationErrors, sendMessageErrors } from './error-catalogues';
import { useLiveRead } from './live-events';

export type InboxState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; conversations: ConversationSummaryDto[]; nextCursor: string | null };

/** The inbox, newest activity first; it refreshes on every live message. */
export function useInbox(): InboxState & { loadMore(): void } {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  const refresh = useCallback(() => {
    conversationsApi.inbox().then(
      (page) => setState({ status: 'ready', ...page }),
      () => setState((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    );
  }, []);
  useLiveRead(['message'], refresh);
  const loadMore = () => {
    if (state.status !== 'ready' || !state.nextCursor) return;
    conversationsApi.inbox(state.nextCursor).then(
      (page) =>
        setState((current) =>
          current.status === 'ready'
            ? {
                ...page,
                status: 'ready',
                conversations: [...current.conversations, ...page.conversations],
              }
            : current,
        ),
      () => undefined,
    );
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
 * the other side's read while it is open), older ones on demand, and sending.
 */
export function useConversation(applicationId: string) {
  const [state, setState] = useState<ConversationState>({ status: 'loading' });

  const refresh = useCallback(() => {
    conversationsApi.open(applicationId).then(
      (page) => {
        setState((current) => ({
          status: 'ready',
          conversation: page.conversation,
          messages: merged(current.status === 'ready' ? current.messages : [], page.messages),
          olderCursor: current.status === 'ready' ? current.olderCursor : page.nextCursor,
        }));
        if (page.messages.some((message) => !message.fromMe && !message.read))
          conversationsApi.markRead(applicationId).catch(() => undefined);
      },
      (error: unknown) =>
        setState((current) =>
          current.status === 'ready'
            ? current
            : { status: 'failed', message: describeError(error, conversationErrors) },
        ),
    );
  }, [applicationId]);

  useEffect(() => setState({ status: 'loading' }), [applicationId]);
  const readLive = useCallback(
    (data: { applicationId?: unknown }) => {
      if (data.applicationId === undefined || data.applicationId === applicationId) refresh();
    },
    [applicationId, refresh],
  );
  useLiveRead(['message'], readLive);

  const loadOlder = () => {
    if (state.status !== 'ready' || !state.olderCursor) return;
    conversationsApi.open(applicationId, state.olderCursor).then(
      (page) =>
        setState((current) =>
          current.status === 'ready'
            ? {
                ...current,
                messages: merged(current.messages, page.messages),
                olderCursor: page.nextCursor,
              }
            : current,
        ),
      () => undefined,
    );
  };

  /** Answers the sentence to show when sending failed, or null. */
  const send = async (text: string): Promise<string | null> => {
    try {
      const message = await conversationsApi.send(applicationId, text);
      setState((current) =>
        current.status === 'ready'
          ? { ...current, messages: merged(current.messages, [message]) }
          : current,
      );
      return null;
    } catch (error) {
      return describeError(error, sendMessageErrors);
    }
  };

  return { state, loadOlder, send };
}

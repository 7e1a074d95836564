import { endpoint } from './endpoint';

/**
 * The signed-in person's live updates as Server-Sent Events (decision 015): `notification` when
 * something was told to them, `message` with `{ applicationId }` when one of their conversations
 * got a message, `resync` when events may have been missed (refetch everything). Comments keep
 * the connection alive; the stream ends when the session does.
 */
export const liveEvents = endpoint({
  operationId: 'streamLiveEvents',
  method: 'GET',
  path: '/events',
  tag: 'notifications',
  summary: 'Live updates for the signed-in person (text/event-stream)',
  who: ['freelancer', 'company', 'admin'],
  status: 200,
  answer: null,
  streams: 'text/event-stream',
  errors: [],
});

/** The event names the stream sends; the client listens to exactly these. */
export const liveEventNames = ['notification', 'message', 'resync'] as const;
export type LiveEventName = (typeof liveEventNames)[number];

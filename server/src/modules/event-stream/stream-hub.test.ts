import pino from 'pino';
import { memoryBus } from '../../lib/event-bus';
import { HEARTBEAT_MS, MAX_UNREAD_BYTES, StreamHub, type LiveStream } from './stream-hub';

/** A stream that keeps what it was sent; `unread` stands for its socket's waiting bytes. */
interface FakeStream extends LiveStream {
  sent: string[];
  waiting: number;
  ended: boolean;
}

function fakeStream(hub: StreamHub, type: 'freelancer' | 'company', id: string, loginId: string) {
  const stream: FakeStream = {
    type,
    id,
    loginId,
    sent: [],
    waiting: 0,
    ended: false,
    write: (text) => void stream.sent.push(text),
    unread: () => stream.waiting,
    end: () => {
      stream.ended = true;
      hub.remove(stream);
    },
  };
  hub.add(stream);
  return stream;
}

describe('StreamHub', () => {
  const setUp = () => {
    const bus = memoryBus(pino({ level: 'silent' }));
    return { bus, hub: new StreamHub(bus) };
  };

  it("tells an account's streams only, each event written once as text", () => {
    const { bus, hub } = setUp();
    const [mine, myOtherTab, theirs] = [
      fakeStream(hub, 'freelancer', 'f1', 'l1'),
      fakeStream(hub, 'freelancer', 'f1', 'l2'),
      fakeStream(hub, 'company', 'f1', 'l3'),
    ];
    bus.publish('notification.created', {
      recipientType: 'freelancer',
      recipientId: 'f1',
      kind: 'applicationAccepted',
    });
    bus.publish('conversation.changed', {
      applicationId: 'a1',
      recipients: [{ type: 'company', id: 'f1' }],
    });
    const told = 'event: notification\ndata: {"kind":"applicationAccepted"}\n\n';
    expect(mine.sent).toEqual([told]);
    expect(myOtherTab.sent).toEqual([told]);
    expect(theirs.sent).toEqual(['event: message\ndata: {"applicationId":"a1"}\n\n']);
    hub.close();
  });

  it('ends the streams of a revoked login or a changed account, and forgets them', () => {
    const { bus, hub } = setUp();
    const [one, two, other] = [
      fakeStream(hub, 'freelancer', 'f1', 'l1'),
      fakeStream(hub, 'freelancer', 'f1', 'l2'),
      fakeStream(hub, 'freelancer', 'f2', 'l3'),
    ];
    bus.publish('session.revoked', { loginId: 'l1' });
    expect([one.ended, two.ended, other.ended]).toEqual([true, false, false]);
    bus.publish('account.changed', { principalType: 'freelancer', principalId: 'f1' });
    expect([two.ended, other.ended]).toEqual([true, false]);
    expect(hub.size).toBe(1);
    bus.publish('notification.created', {
      recipientType: 'freelancer',
      recipientId: 'f1',
      kind: 'accountApproved',
    });
    expect(two.sent).toEqual([]);
    hub.close();
    expect(other.ended).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('ends a stream whose reader stopped reading, and keeps telling the others', () => {
    const { bus, hub } = setUp();
    const reading = fakeStream(hub, 'freelancer', 'f1', 'l1');
    const stalled = fakeStream(hub, 'freelancer', 'f1', 'l2');
    stalled.waiting = MAX_UNREAD_BYTES + 1;
    bus.publish('notification.created', {
      recipientType: 'freelancer',
      recipientId: 'f1',
      kind: 'accountApproved',
    });
    expect(reading.sent).toHaveLength(1);
    expect(stalled).toMatchObject({ ended: true, sent: [] });
    expect(hub.size).toBe(1);
    hub.close();
  });

  it('pings every stream from one timer, which closing stops', () => {
    jest.useFakeTimers();
    try {
      const { hub } = setUp();
      const streams = [
        fakeStream(hub, 'freelancer', 'f1', 'l1'),
        fakeStream(hub, 'company', 'c1', 'l2'),
      ];
      jest.advanceTimersByTime(HEARTBEAT_MS);
      for (const stream of streams) expect(stream.sent).toEqual([': ping\n\n']);
      hub.close();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

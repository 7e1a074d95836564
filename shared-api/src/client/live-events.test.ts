import { act, renderHook } from '@testing-library/react';
import { useAuthStore } from '@kaamyaab/shared-api';
import type { FreelancerDto } from '../contract/accounts-dto';
import { subscribeLive, useLiveRead } from './live-events';

/**
 * A stand-in for the server's side of the stream's fetch: each request waits until the test
 * answers it, with a refusal or with a stream the test then writes to, ends or sees aborted.
 */
class StreamRequest {
  static made: StreamRequest[] = [];
  private reads: Array<(result: { done: boolean; value?: Uint8Array }) => void> = [];
  private written: Array<{ done: boolean; value?: Uint8Array }> = [];
  private answer!: (response: Response) => void;
  readonly answered: Promise<Response>;

  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {
    StreamRequest.made.push(this);
    this.answered = new Promise((resolve, reject) => {
      this.answer = resolve;
      this.signal.addEventListener('abort', () => {
        reject(new DOMException('The user aborted a request.', 'AbortError'));
        this.reads.forEach(() => reject(new DOMException('aborted', 'AbortError')));
      });
    });
  }

  get signal(): AbortSignal {
    return this.init.signal as AbortSignal;
  }

  static latest(): StreamRequest {
    return StreamRequest.made[StreamRequest.made.length - 1]!;
  }

  refuse(status: number, headers: Record<string, string> = {}) {
    this.answer({
      ok: false,
      status,
      headers: new Headers({ 'content-type': 'application/json', ...headers }),
      body: null,
    } as Response);
  }

  open() {
    const reader = {
      read: () =>
        this.written.length > 0
          ? Promise.resolve(this.written.shift()!)
          : new Promise<{ done: boolean; value?: Uint8Array }>((resolve, reject) => {
              this.reads.push(resolve);
              this.signal.addEventListener('abort', () =>
                reject(new DOMException('aborted', 'AbortError')),
              );
            }),
    };
    this.answer({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }),
      body: { getReader: () => reader } as unknown as ReadableStream<Uint8Array>,
    } as Response);
  }

  private push(result: { done: boolean; value?: Uint8Array }) {
    const waiting = this.reads.shift();
    if (waiting) waiting(result);
    else this.written.push(result);
  }

  write(text: string) {
    this.push({ done: false, value: new TextEncoder().encode(text) });
  }

  send(event: string, data = '{}') {
    this.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  /** The server ends the stream (a new login, a restart). */
  end() {
    this.push({ done: true });
  }
}

const freelancer = { _id: 'f1', fullName: 'Ayesha Khan', isActive: true } as FreelancerDto;
function signIn() {
  act(() =>
    useAuthStore.getState().loginSuccess('freelancer', {
      statusCode: 200,
      success: true,
      message: 'ok',
      data: { freelancer },
    }),
  );
}

/** Lets answered requests and stream chunks reach the code that awaits them. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * Checks that the stream opens its next request after `ms`, and not a millisecond sooner: the
 * requests made so far stay `attempts` until then.
 */
async function expectReopenedAfter(ms: number, attempts = StreamRequest.made.length) {
  await wait(ms - 1);
  expect(StreamRequest.made).toHaveLength(attempts);
  await wait(1);
  expect(StreamRequest.made).toHaveLength(attempts + 1);
}

describe('live events in the browser', () => {
  let stops: Array<() => void> = [];
  const listen = (...args: Parameters<typeof subscribeLive>) => {
    const stop = subscribeLive(...args);
    stops.push(stop);
    return stop;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0);
    StreamRequest.made = [];
    Object.assign(globalThis, {
      fetch: jest.fn((url: string, init: RequestInit) => new StreamRequest(url, init).answered),
    });
    signIn();
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    act(() => useAuthStore.getState().logout());
    localStorage.clear();
    delete (globalThis as { fetch?: unknown }).fetch;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shares one stream among listeners, tells its opening as resync, ends it with the last', async () => {
    const notified = jest.fn();
    const messaged = jest.fn();
    const resynced = jest.fn();
    const first = subscribeLive('notification', notified);
    const second = subscribeLive('message', messaged);
    const third = subscribeLive('resync', resynced);
    expect(StreamRequest.made).toHaveLength(1);
    const request = StreamRequest.latest();
    expect(request.url).toBe('/api/v1/events');
    expect(request.init.headers).toEqual({ accept: 'text/event-stream' });

    request.open();
    await settle();
    expect(resynced).toHaveBeenCalledTimes(1);
    request.write('retry: 3000\n: connected\n\n');
    request.send('message', '{"applicationId":"a1"}');
    request.send('notification', 'not json');
    await settle();
    expect(messaged).toHaveBeenCalledWith({ applicationId: 'a1' });
    expect(notified).toHaveBeenCalledWith({});

    first();
    second();
    expect(request.signal.aborted).toBe(false);
    third();
    expect(request.signal.aborted).toBe(true);
  });

  it('reads once per occasion: on the stream opening, not also at mount; at once when it is open', async () => {
    const readCount = jest.fn();
    const readList = jest.fn();
    const first = renderHook(() => useLiveRead(['notification'], readCount));
    const second = renderHook(() => useLiveRead(['message'], readList));
    expect(readCount).not.toHaveBeenCalled();
    expect(readList).not.toHaveBeenCalled();

    const request = StreamRequest.latest();
    request.open();
    await settle();
    expect(readCount).toHaveBeenCalledTimes(1);
    expect(readList).toHaveBeenCalledTimes(1);
    request.send('notification', '{"kind":"applicationReceived"}');
    await settle();
    expect(readCount).toHaveBeenLastCalledWith({ kind: 'applicationReceived' });
    expect(readList).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    const third = renderHook(() => useLiveRead(['message'], late));
    expect(late).toHaveBeenCalledTimes(1);
    [first, second, third].forEach((hook) => hook.unmount());
    expect(request.signal.aborted).toBe(true);
  });

  it('reads again when its read changes, and once when the server refuses the stream', async () => {
    const readFirst = jest.fn();
    const readSecond = jest.fn();
    const hook = renderHook(({ read }) => useLiveRead(['notification'], read), {
      initialProps: { read: readFirst },
    });
    StreamRequest.latest().refuse(503, { 'retry-after': '5' });
    await settle();
    expect(readFirst).toHaveBeenCalledTimes(1);
    // Refused again: the page already read, so it waits for the reopening to read again.
    await wait(5_000);
    StreamRequest.latest().refuse(503, { 'retry-after': '5' });
    await settle();
    expect(readFirst).toHaveBeenCalledTimes(1);

    hook.rerender({ read: readSecond });
    expect(readSecond).toHaveBeenCalledTimes(1);
    hook.unmount();
  });

  it('reopens a refused stream no sooner than its Retry-After, then resyncs', async () => {
    const resynced = jest.fn();
    listen('resync', resynced);
    StreamRequest.latest().refuse(503, { 'retry-after': '5' });
    await settle();

    await expectReopenedAfter(5_000);
    expect(resynced).not.toHaveBeenCalled();
    StreamRequest.latest().open();
    await settle();
    expect(resynced).toHaveBeenCalledTimes(1);
  });

  it('spreads a Retry-After, so pages refused together do not all come back together', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    listen('resync', jest.fn());
    StreamRequest.latest().refuse(429, { 'retry-after': '10' });
    await settle();
    await expectReopenedAfter(14_950);
  });

  it('backs off ever longer while refused without Retry-After: one attempt at a time, no storm', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    listen('notification', jest.fn());
    // Three quarters of a window that doubles from a second, up to a minute.
    const delays = [750, 1_500, 3_000, 6_000, 12_000, 24_000, 45_000, 45_000];
    for (const delay of delays) {
      const attempts = StreamRequest.made.length;
      StreamRequest.latest().refuse(503);
      await settle();
      // More listeners arriving while it waits open nothing more.
      listen('message', jest.fn());
      await expectReopenedAfter(delay, attempts);
    }
    // A network failure counts as a refusal.
    (globalThis.fetch as jest.Mock).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    StreamRequest.latest().refuse(503);
    await wait(45_000);
    expect(globalThis.fetch).toHaveBeenCalledTimes(delays.length + 2);
    expect(StreamRequest.made).toHaveLength(delays.length + 1);
    await wait(45_000);
    expect(StreamRequest.made).toHaveLength(delays.length + 2);
  });

  it('reopens a stream that dropped, after the wait the server asked for, and resyncs', async () => {
    const resynced = jest.fn();
    const notified = jest.fn();
    listen('resync', resynced);
    listen('notification', notified);
    const first = StreamRequest.latest();
    first.open();
    first.write('retry: 3000\n: connected\n\n');
    await settle();
    expect(resynced).toHaveBeenCalledTimes(1);

    first.end();
    await settle();
    await wait(2_999);
    expect(StreamRequest.made).toHaveLength(1);
    await wait(1);
    const second = StreamRequest.latest();
    expect(second).not.toBe(first);
    second.open();
    await settle();
    // What was told while it was closed is read again: every listener hears resync.
    expect(resynced).toHaveBeenCalledTimes(2);
    second.send('notification', '{"kind":"messageReceived"}');
    await settle();
    expect(notified).toHaveBeenCalledWith({ kind: 'messageReceived' });
  });

  it('stops on sign-out and opens again on sign-in', async () => {
    const read = jest.fn();
    listen('resync', read);
    const first = StreamRequest.latest();
    first.open();
    await settle();

    act(() => useAuthStore.getState().logout('freelancer'));
    expect(first.signal.aborted).toBe(true);
    await wait(600_000);
    expect(StreamRequest.made).toHaveLength(1);
    // Signed out, a page mounting reads at once: no stream will resync it.
    const mounted = jest.fn();
    renderHook(() => useLiveRead(['notification'], mounted)).unmount();
    expect(mounted).toHaveBeenCalledTimes(1);

    signIn();
    expect(StreamRequest.made).toHaveLength(2);
    StreamRequest.latest().open();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('stops when the server refuses the session (401) until the session changes', async () => {
    const read = jest.fn();
    renderHook(() => useLiveRead(['notification'], read));
    StreamRequest.latest().refuse(401);
    await settle();
    // The page still reads once, as it would have at mount.
    expect(read).toHaveBeenCalledTimes(1);
    await wait(600_000);
    expect(StreamRequest.made).toHaveLength(1);

    // News of the session opens it again: a fresher record (its /me answered), a new login.
    act(() =>
      useAuthStore.getState().refreshAccount('freelancer', { ...freelancer, avatar: 'a.png' }),
    );
    expect(StreamRequest.made).toHaveLength(2);
    StreamRequest.latest().refuse(401);
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    signIn();
    expect(StreamRequest.made).toHaveLength(3);
  });

  it('reads at mount where the browser cannot stream', () => {
    delete (globalThis as { fetch?: unknown }).fetch;
    const read = jest.fn();
    renderHook(() => useLiveRead(['message'], read)).unmount();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

import { renderHook } from '@testing-library/react';
import { subscribeLive, useLiveRead } from './live-events';

/** A stand-in for the browser's EventSource: records what listens, lets the test send events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  /** CONNECTING until the test opens it. */
  readyState = 0;
  private readonly listeners = new Map<string, Array<(event: { data: string }) => void>>();

  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  /** The server answered: the connection is open and says so. */
  connect() {
    this.readyState = 1;
    this.dispatch('open');
  }

  dispatch(name: string, data = '{}') {
    for (const listener of this.listeners.get(name) ?? []) listener({ data });
  }

  close() {
    this.closed = true;
  }
}

describe('live events in the browser', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('shares one stream among listeners, tells (re)connections as resync, closes with the last', () => {
    const notified = jest.fn();
    const messaged = jest.fn();
    const resynced = jest.fn();
    const stops = [
      subscribeLive('notification', notified),
      subscribeLive('message', messaged),
      subscribeLive('resync', resynced),
    ];
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source).toMatchObject({ url: '/api/v1/events', init: { withCredentials: true } });

    source!.connect();
    expect(resynced).toHaveBeenCalledTimes(1);
    source!.dispatch('message', '{"applicationId":"a1"}');
    expect(messaged).toHaveBeenCalledWith({ applicationId: 'a1' });
    source!.dispatch('notification', 'not json');
    expect(notified).toHaveBeenCalledWith({});

    stops[0]!();
    stops[1]!();
    expect(source!.closed).toBe(false);
    stops[2]!();
    expect(source!.closed).toBe(true);
  });

  it('reads once per occasion: on the stream opening, not also at mount; at once when it is open', () => {
    const readCount = jest.fn();
    const readList = jest.fn();
    const first = renderHook(() => useLiveRead(['notification'], readCount));
    const second = renderHook(() => useLiveRead(['message'], readList));
    expect(readCount).not.toHaveBeenCalled();
    expect(readList).not.toHaveBeenCalled();

    const [source] = FakeEventSource.opened;
    source!.connect();
    expect(readCount).toHaveBeenCalledTimes(1);
    expect(readList).toHaveBeenCalledTimes(1);
    source!.dispatch('notification', '{"kind":"applicationReceived"}');
    expect(readCount).toHaveBeenLastCalledWith({ kind: 'applicationReceived' });
    expect(readList).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    const third = renderHook(() => useLiveRead(['message'], late));
    expect(late).toHaveBeenCalledTimes(1);
    [first, second, third].forEach((hook) => hook.unmount());
    expect(source!.closed).toBe(true);
  });

  it('reads again when its read changes, and once when the server refuses the stream for good', () => {
    const readFirst = jest.fn();
    const readSecond = jest.fn();
    const hook = renderHook(({ read }) => useLiveRead(['notification'], read), {
      initialProps: { read: readFirst },
    });
    const [source] = FakeEventSource.opened;
    // A dropped connection the browser retries: its reopening will resync, not the error.
    source!.dispatch('error');
    expect(readFirst).not.toHaveBeenCalled();
    source!.readyState = 2;
    source!.dispatch('error');
    expect(readFirst).toHaveBeenCalledTimes(1);

    hook.rerender({ read: readSecond });
    expect(readSecond).toHaveBeenCalledTimes(1);
    hook.unmount();
  });

  it('reads at mount where the browser has no EventSource', () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    const read = jest.fn();
    renderHook(() => useLiveRead(['message'], read)).unmount();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

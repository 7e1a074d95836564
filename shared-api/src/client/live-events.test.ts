import { subscribeLive } from './live-events';

/** A stand-in for the browser's EventSource: records what listens, lets the test send events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
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

    source!.dispatch('open');
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
});

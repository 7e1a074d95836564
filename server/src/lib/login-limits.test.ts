import { ApiError } from './api-error';
import { memoryStore } from './limiter-store';
import { createLoginLimits, type LoginLimitSettings } from './login-limits';

/** The login limits over time, on the memory store with a fake clock (no app, no database). */
const defaults: LoginLimitSettings = {
  pairMaxFailures: 10,
  pairBlockMinutes: 15,
  accountFailuresPerHour: 10,
  accountSlowdownMinutes: 6,
  addressMaxFailuresPerDay: 500,
  deviceTrustDays: 14,
};
const MINUTE = 60_000;

function limitsWith(settings: Partial<LoginLimitSettings> = {}) {
  return createLoginLimits(memoryStore('test'), { ...defaults, ...settings });
}

/** Resolves to the ticket, or to the 429's Retry-After in seconds. */
async function attempt(
  limits: ReturnType<typeof limitsWith>,
  { email = 'owner@example.pk', address = '100.64.0.1', device }: Partial<Record<string, string>>,
) {
  try {
    return await limits.begin({ role: 'freelancer', email, address, device });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
    return Number(error.headers['retry-after']);
  }
}

describe('login limits over time', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('blocks a pair for 15 minutes after 10 consecutive failures, then counts afresh', async () => {
    const limits = limitsWith({ accountFailuresPerHour: 1000 });
    for (let i = 0; i < 10; i += 1) expect(await attempt(limits, {})).toHaveProperty('trusted');
    expect(await attempt(limits, {})).toBe(900);
    jest.advanceTimersByTime(14 * MINUTE);
    expect(await attempt(limits, {})).toBe(60);
    jest.advanceTimersByTime(MINUTE + 1000);
    for (let i = 0; i < 10; i += 1) expect(await attempt(limits, {})).toHaveProperty('trusted');
    expect(await attempt(limits, {})).toBe(900);
  });

  it('lets at most 20 failures per hour at an account from anywhere, one per 6 minutes after the first 10', async () => {
    const limits = limitsWith();
    const accepted: number[] = [];
    // An attacker tries every 10 seconds for three hours, each time from another address.
    for (let second = 0; second < 3 * 3600; second += 10) {
      const answer = await attempt(limits, { address: `198.18.${second % 250}.${second % 7}` });
      if (typeof answer !== 'number') accepted.push(second);
      jest.advanceTimersByTime(10_000);
    }
    const inAnyHour = accepted.map(
      (start) => accepted.filter((at) => at >= start && at < start + 3600).length,
    );
    // 10 at once, then one every 6 minutes: 19 in any hour (the test plan allows 20).
    expect(Math.max(...inAnyHour)).toBe(19);
    expect(accepted.slice(0, 12)).toEqual([
      ...Array(10)
        .fill(0)
        .map((_, i) => i * 10),
      450,
      810,
    ]);
  });

  it('forgets the failures of the account and the pair at a success', async () => {
    const limits = limitsWith();
    for (let i = 0; i < 9; i += 1) await attempt(limits, {});
    const ticket = await attempt(limits, {});
    if (typeof ticket === 'number') throw new Error('refused');
    await ticket.succeeded();
    for (let i = 0; i < 10; i += 1) expect(await attempt(limits, {})).toHaveProperty('trusted');
    expect(typeof (await attempt(limits, {}))).toBe('number');
  });

  it("spares a known device others' failures, and knows it no more after 10 of its own", async () => {
    const limits = limitsWith();
    const first = await attempt(limits, { address: '100.64.9.9' });
    if (typeof first === 'number') throw new Error('refused');
    const device = await first.succeeded();
    for (let i = 0; i < 30; i += 1) await attempt(limits, { address: `198.18.0.${i}` });
    expect(typeof (await attempt(limits, {}))).toBe('number');

    for (let i = 0; i < 10; i += 1)
      expect(await attempt(limits, { device })).toMatchObject({ trusted: true });
    expect(await attempt(limits, { device })).toBe(900);
    jest.advanceTimersByTime(16 * MINUTE);
    expect(await attempt(limits, { device })).toMatchObject({ trusted: false });
  });
});

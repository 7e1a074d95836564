import type { FastifyInstance } from 'fastify';
import { DEVICE_COOKIE } from '../../auth/device-cookie';
import { testAppForBlock } from '../../../test/per-block';
import { createAdmin, createFreelancer, PASSWORD } from '../../../test/factories';
import { injected, probeLoginLimits } from '../../../test/login-limits-probe';

/**
 * The login limits of decision 007 with their defaults: 10 consecutive failures per (email,
 * address), 10 failures per account per hour then one attempt per 6 minutes, 500 failures per
 * address per day; a device the account knows is refused only by its own failures. Addresses are
 * from 100.64.0.0/10, the carrier-grade NAT range.
 */
const WRONG = 'not-the-password';

function loginWith(
  app: FastifyInstance,
  email: string,
  password: string,
  { address = '100.64.0.1', device }: { address?: string; device?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/freelancer/login',
    remoteAddress: address,
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
    payload: { email, password },
  });
}

async function knownDevice(app: FastifyInstance, email: string, address: string) {
  const response = await loginWith(app, email, PASSWORD, { address });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1' });
  return cookie!.value;
}

async function failures(app: FastifyInstance, email: string, count: number, address: string) {
  const statuses = [];
  for (let i = 0; i < count; i += 1)
    statuses.push((await loginWith(app, email, WRONG, { address })).statusCode);
  return statuses;
}

describe('login limits', () => {
  const t = testAppForBlock();

  it('counts every guess of a burst before verifying it', async () => {
    expect(await probeLoginLimits(injected(t.app), t.db)).toEqual({
      oneAddress: { sent: 40, checked: 10 },
      fourAddresses: { sent: 200, checked: 10 },
      rightAs34th: { status: 429 },
    });
  });

  it('answers the 11th consecutive failure 429 with Retry-After in the envelope', async () => {
    const { email } = await createFreelancer(t.db);
    expect(await failures(t.app, email, 10, '100.64.1.1')).toEqual(Array(10).fill(400));
    const blocked = await loginWith(t.app, email, PASSWORD, { address: '100.64.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json()).toEqual({
      statusCode: 429,
      code: 'tooManyLogins',
      message: 'Too many login attempts. Please try again in 15 minutes.',
      errors: [{ msg: 'Too many login attempts. Please try again in 15 minutes.' }],
      success: false,
      requestId: blocked.headers['x-request-id'],
    });
  });

  it('counts unknown emails as known ones, so a 429 tells nothing', async () => {
    expect(await failures(t.app, 'nobody.here@example.pk', 10, '100.64.2.1')).toEqual(
      Array(10).fill(404),
    );
    expect((await failures(t.app, 'nobody.here@example.pk', 1, '100.64.2.1'))[0]).toBe(429);
  });

  it('lets everyone else behind a busy address log in after 50 failures from it', async () => {
    const address = '100.64.3.1';
    for (let n = 0; n < 5; n += 1) {
      const { email } = await createFreelancer(t.db);
      expect(await failures(t.app, email, 10, address)).toEqual(Array(10).fill(400));
    }
    const neighbour = await createFreelancer(t.db);
    expect((await loginWith(t.app, neighbour.email, PASSWORD, { address })).statusCode).toBe(200);
  });

  it("never refuses the owner's known device, whatever the failures of others", async () => {
    const owner = await createFreelancer(t.db);
    const device = await knownDevice(t.app, owner.email, '100.64.4.1');
    // The attacker shares the owner's address, then tries from two more.
    await failures(t.app, owner.email, 12, '100.64.4.1');
    await failures(t.app, owner.email, 12, '100.64.4.2');
    await failures(t.app, owner.email, 12, '100.64.4.3');

    const newDevice = await loginWith(t.app, owner.email, PASSWORD, { address: '100.64.4.9' });
    expect(newDevice.statusCode).toBe(429);
    expect(Number(newDevice.headers['retry-after'])).toBeLessThanOrEqual(6 * 60);
    for (const address of ['100.64.4.1', '100.64.4.9']) {
      const known = await loginWith(t.app, owner.email, PASSWORD, { address, device });
      expect(known.statusCode).toBe(200);
    }
  });

  it('refuses a known device after its own consecutive failures', async () => {
    const owner = await createFreelancer(t.db);
    const device = await knownDevice(t.app, owner.email, '100.64.5.1');
    for (let i = 0; i < 10; i += 1)
      expect((await loginWith(t.app, owner.email, WRONG, { device })).statusCode).toBe(400);
    expect((await loginWith(t.app, owner.email, PASSWORD, { device })).statusCode).toBe(429);
  });

  it('forgets the failures of an account and a pair at a successful login', async () => {
    const { email } = await createFreelancer(t.db);
    const address = '100.64.6.1';
    expect(await failures(t.app, email, 9, address)).toEqual(Array(9).fill(400));
    expect((await loginWith(t.app, email, PASSWORD, { address })).statusCode).toBe(200);
    expect(await failures(t.app, email, 11, address)).toEqual([...Array(10).fill(400), 429]);
  });

  it('limits admin logins the same way, counted before the password is verified', async () => {
    const admin = await createAdmin(t.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          remoteAddress: '100.64.7.1',
          payload: { email: admin.email, password: WRONG },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});

describe('the daily cap of failures per address', () => {
  const t = testAppForBlock({ LOGIN_ADDRESS_MAX_FAILURES_PER_DAY: '12' });

  it('counts only failures: successes from a shared address are given back', async () => {
    const { email } = await createFreelancer(t.db);
    for (let i = 0; i < 30; i += 1)
      expect((await loginWith(t.app, email, PASSWORD, { address: '100.65.0.1' })).statusCode).toBe(
        200,
      );
  });

  it('refuses new devices from a spent address, and still lets known devices in', async () => {
    const address = '100.65.1.1';
    const owner = await createFreelancer(t.db);
    const device = await knownDevice(t.app, owner.email, '100.65.9.9');
    for (let n = 0; n < 3; n += 1) {
      const { email } = await createFreelancer(t.db);
      expect(await failures(t.app, email, 4, address)).toEqual(Array(4).fill(400));
    }
    const stranger = await createFreelancer(t.db);
    const refused = await loginWith(t.app, stranger.email, PASSWORD, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const known = await loginWith(t.app, owner.email, PASSWORD, { address, device });
    expect(known.statusCode).toBe(200);
  });
});

import { admins, files, freelancers } from '../../db/schema';
import * as passwords from '../../lib/passwords';
import * as fileService from '../files/files.service';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testAppForBlock } from '../../../test/per-block';
import { probeDoors } from '../../../test/door-limits-probe';
import {
  companySignupFields,
  freelancerSignupFields,
  multipart,
  pdfBytes,
  pngBytes,
} from '../../../test/factories';

/** Sign-ups and admin signup keys are counted per address before any costly work. */
const ADMIN_KEY = 'test-admin-signup-key-123456';
let serial = 0;

const freelancerFields = () =>
  freelancerSignupFields(`signup.${(serial += 1)}.${Date.now()}@example.pk`);
const companyFields = () => companySignupFields(`hr.${(serial += 1)}.${Date.now()}@indus.pk`);

describe('sign-up limits', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({
      ADMIN_SIGNUP_KEY: ADMIN_KEY,
      SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '3',
      ADMIN_KEY_MAX_FAILURES_PER_HOUR: '5',
    });
    png = await pngBytes();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  async function signUp(role: 'freelancer' | 'company', remoteAddress: string) {
    const body = await multipart(role === 'freelancer' ? freelancerFields() : companyFields(), {
      proofOfRegistrationFee: { bytes: pdfBytes(), name: 'fee.pdf', type: 'application/pdf' },
      avatar: { bytes: png, name: 'me.png', type: 'image/png' },
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/register`,
      remoteAddress,
      ...body,
    });
  }

  const adminSignUp = (adminSignupKey: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      remoteAddress,
      payload: {
        username: 'sana',
        email: `sana.${(serial += 1)}.${Date.now()}@kaamyaab.pk`,
        password: 'Minar-e-Pakistan',
        adminSignupKey,
      },
    });

  it('counts freelancer and company sign-ups together per address, and refuses before any hash or file', async () => {
    const address = '100.64.10.1';
    expect((await signUp('freelancer', address)).statusCode).toBe(201);
    expect((await signUp('company', address)).statusCode).toBe(201);
    expect((await signUp('freelancer', address)).statusCode).toBe(201);

    const hashes = jest.spyOn(passwords, 'hashPassword');
    const uploads = jest.spyOn(fileService, 'storeUpload');
    const stored = (await t.db.select().from(files)).length;
    const refused = await signUp('company', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      success: false,
      message: 'Too many sign-ups from this network. Please try again in 60 minutes.',
    });
    expect(hashes).not.toHaveBeenCalled();
    expect(uploads).not.toHaveBeenCalled();
    expect(await t.db.select().from(files)).toHaveLength(stored);

    // The spies do see the work of a sign-up from another address.
    expect((await signUp('freelancer', '100.64.10.2')).statusCode).toBe(201);
    expect(hashes).toHaveBeenCalledTimes(1);
    expect(uploads).toHaveBeenCalledTimes(2);
  });

  it('lets exactly the limit through when sign-ups arrive at once', async () => {
    const before = (await t.db.select().from(freelancers)).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signUp('freelancer', '100.64.11.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);
    expect(await t.db.select().from(freelancers)).toHaveLength(before + 3);
  });

  it('allows 5 wrong admin signup keys per address per hour, even 100 at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => adminSignUp('guess', '100.64.12.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many wrong admin signup keys\. Please try again in /),
    });
    // Until the hour ends, even the right key waits at that address; elsewhere it works.
    expect((await adminSignUp(ADMIN_KEY, '100.64.12.1')).statusCode).toBe(429);
    expect((await adminSignUp(ADMIN_KEY, '100.64.12.2')).statusCode).toBe(201);
  });

  it('gives the right admin key its point back', async () => {
    const before = (await t.db.select().from(admins)).length;
    for (let i = 0; i < 7; i += 1)
      expect((await adminSignUp(ADMIN_KEY, '100.64.13.1')).statusCode).toBe(201);
    expect(await t.db.select().from(admins)).toHaveLength(before + 7);
  });
});

describe('the other doors with the default limits', () => {
  const t = testAppForBlock();

  it('compares 5 of 100 wrong admin keys and creates 30 of 40 sign-ups sent at once', async () => {
    const { adminKeys, signups } = await probeDoors(t.app);
    expect([adminKeys.sent, adminKeys.compared]).toEqual([100, 5]);
    expect([signups.sent, signups.created]).toEqual([40, 30]);
  });
});

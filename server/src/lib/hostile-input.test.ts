import { freelancers } from '../db/schema';
import { membersForBlock, testAppForBlock } from '../../test/per-block';
import { validJob, type Member } from '../modules/jobs/jobs.test-helpers';
import {
  companySignupFields,
  freelancerSignupFields,
  multipart,
  pdfProof,
} from '../../test/factories';
import { safeError } from './log-redaction';

/**
 * Bytes PostgreSQL cannot store and forms nobody can read are the sender's mistake: a 400 that
 * names the field, never a 500, and nothing personal in the log whatever fails.
 */
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

const freelancerFields = freelancerSignupFields('nul.probe@example.pk');
const companyFields = companySignupFields('nul.probe@indus.pk');

describe('hostile input', () => {
  const t = testAppForBlock();
  const [company, freelancer] = membersForBlock(t, ['company', 'freelancer']);

  const expectFieldRefused = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ msg: `${field} contains a character that is not allowed.`, path: field }],
    });
  };

  const jsonCases: [string, string, Record<string, unknown>, () => Member | undefined][] = [
    ['/freelancer/login', 'POST', { email: 'x@y.pk', password: 'whatever-123' }, () => undefined],
    ['/company/login', 'POST', { email: 'x@y.pk', password: 'whatever-123' }, () => undefined],
    ['/admin/login', 'POST', { email: 'x@y.pk', password: 'whatever-123' }, () => undefined],
    [
      '/admin/register',
      'POST',
      { username: 'noor', email: 'n@k.pk', password: 'x'.repeat(9), adminSignupKey: 'k' },
      () => undefined,
    ],
    ['/contact', 'POST', { email: 'a@b.pk', phone: '03001234567', subject: 'Hi' }, () => undefined],
    ['/jobs/post-job', 'POST', { ...validJob, duration: '2 weeks' }, () => company],
  ];

  it.each(
    jsonCases.flatMap(([url, method, body, who]) =>
      Object.keys(body)
        .filter((field) => typeof body[field] === 'string')
        .map((field) => [`${url} ${field}`, url, method, body, field, who] as const),
    ),
  )('a NUL in %s is a 400 naming the field', async (_name, url, method, body, field, who) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url: `/api/v1${url}`,
      headers: who()?.headers ?? {},
      payload: { ...body, [field]: NUL },
    });
    expectFieldRefused(response, field);
  });

  it('refuses a lone surrogate and a NUL inside a list or a key', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/login',
      payload: { email: LONE_SURROGATE, password: 'whatever-123' },
    });
    expectFieldRefused(login, 'email');
    const skills = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/post-job',
      headers: company.headers,
      payload: { ...validJob, skills: ['React', NUL] },
    });
    expectFieldRefused(skills, 'skills');
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/apply',
      headers: freelancer.headers,
      payload: { [NUL]: 'x' },
    });
    expect(apply.statusCode).toBe(400);
  });

  it.each([
    ...Object.keys(freelancerFields).map((field) => ['freelancer', field] as const),
    ...Object.keys(companyFields).map((field) => ['company', field] as const),
  ])('a NUL in the %s sign-up field %s is a 400 naming the field', async (role, field) => {
    const fields = role === 'freelancer' ? freelancerFields : companyFields;
    const body = await multipart(
      { ...fields, [field]: NUL },
      { proofOfRegistrationFee: pdfProof() },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/register`,
      ...body,
    });
    expectFieldRefused(response, field);
  });

  const part = 'Content-Disposition: form-data; name="companyName"\r\n\r\nIndus';
  it.each([
    ['no boundary', 'multipart/form-data', `--x\r\n${part}\r\n--x--\r\n`],
    ['a wrong boundary', 'multipart/form-data; boundary=y', `--x\r\n${part}\r\n--x--\r\n`],
    ['a cut-off part', 'multipart/form-data; boundary=x', `--x\r\n${part}`],
    ['garbage', 'multipart/form-data; boundary=x', '\u0000\u0001 not a form'],
  ])('a multipart body with %s is a 400', async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/register',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The form could not be read. Please send it again.',
    });
  });

  it('logs a failed statement without its parameters or the driver details', async () => {
    const secret = {
      cnic: '35202-9999999-9',
      bankAccount: 'PK00SECRET0000000000',
      hash: '$argon2id$v=19$secret',
    };
    const failure = await t.db
      .insert(freelancers)
      .values({
        fullName: NUL,
        email: 'log.probe@example.pk',
        passwordHash: secret.hash,
        phone: '0300',
        cnic: secret.cnic,
        skills: 'x',
        bankAccount: secret.bankAccount,
        bio: 'x',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(safeError(failure));
    for (const value of Object.values(secret)) expect(logged).not.toContain(value);
    expect(logged).not.toMatch(/params|insert into/i);
  });
});

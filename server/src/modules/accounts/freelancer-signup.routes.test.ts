import { eq } from 'drizzle-orm';
import { formatMessages } from '@kaamyaab/shared-api/contract';
import { files, freelancers } from '../../db/schema';
import { testAppForBlock } from '../../../test/per-block';
import {
  createFreelancer,
  freelancerSignupFields,
  multipart,
  pdfBytes,
  pngBytes,
} from '../../../test/factories';

const validFields = freelancerSignupFields;

describe('POST /api/v1/freelancer/register', () => {
  const t = testAppForBlock();

  const register = async (
    fields: Record<string, string>,
    withFiles = true,
    proof?: { bytes: Buffer; name: string; type: string },
  ) => {
    const body = await multipart(
      fields,
      withFiles
        ? {
            proofOfRegistrationFee: proof ?? {
              bytes: pdfBytes(),
              name: 'fee.pdf',
              type: 'application/pdf',
            },
            avatar: { bytes: await pngBytes(), name: 'me.png', type: 'image/png' },
          }
        : {},
    );
    return t.app.inject({ method: 'POST', url: '/api/v1/freelancer/register', ...body });
  };

  it('creates an inactive freelancer with private proof and public avatar, never the hash', async () => {
    const response = await register(validFields('new.person@example.pk'));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.freelancer).toMatchObject({
      fullName: 'Ayesha Khan',
      isActive: false,
      currentlyEmployed: false,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
    const [row] = await t.db
      .select()
      .from(freelancers)
      .where(eq(freelancers.email, 'new.person@example.pk'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.db.select().from(files);
    expect(stored.map((file) => [file.purpose, file.isPublic]).sort()).toEqual([
      ['avatar', true],
      ['proof', false],
    ]);
  });

  it('ignores isActive sent by the client', async () => {
    const response = await register({ ...validFields('sneaky@example.pk'), isActive: 'true' });
    expect(response.json().data.freelancer.isActive).toBe(false);
  });

  it('answers the contract 404 for an email already registered, whatever its case', async () => {
    await createFreelancer(t.db, { email: 'taken@example.pk' });
    const response = await register(validFields('TAKEN@example.pk'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Freelancer with this email already registered. Please log in.',
    );
  });

  it("lists the spec's messages for every missing field", async () => {
    const response = await register({}, false);
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((error: { msg: string }) => error.msg);
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Phone number is required',
      'CNIC number is required',
      'Skill is required',
      'Bank account number is required',
      'Please select if you are currently employed',
      'Bio is required',
      'You must agree to the terms',
    ]) {
      expect(messages).toContain(message);
    }
  });

  it('stores the numbers as typed in any usual form in their one form', async () => {
    const response = await register({
      ...validFields('typed.forms@example.pk'),
      number: '+92 345 1234567',
      CNIC: '3520212345671',
      bankAccount: 'pk36 scbl 0000 0011 2345 6702',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.freelancer).toMatchObject({
      number: '03451234567',
      CNIC: '35202-1234567-1',
      bankAccount: 'PK36SCBL0000001123456702',
    });
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ number: '0300-CALL-ME' }, 'Phone number must contain digits only'],
    [{ number: '04235761234' }, formatMessages.mobile],
    [{ number: '-3001234567' }, formatMessages.mobile],
    [{ number: '3001234567.5' }, formatMessages.mobile],
    [{ number: '+443001234567' }, formatMessages.mobile],
    [{ CNIC: '35202-123456-1' }, formatMessages.cnic],
    [{ bankAccount: 'PK37SCBL0000001123456702' }, formatMessages.iban],
    [{ bankAccount: '12-34' }, formatMessages.bankAccount],
    [
      { currentlyEmployed: 'true', companyName: '' },
      'Company name is required when currently employed',
    ],
  ])('refuses %p with its message', async (change, message) => {
    const response = await register({ ...validFields(`x${Math.random()}@example.pk`), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
  });

  it("takes the phone as a number input sends it, and refuses a landline in the reader's Urdu", async () => {
    const typed = await register({
      ...validFields('number.input@example.pk'),
      number: '3001234567',
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().data.freelancer.number).toBe('03001234567');
    const form = await multipart({
      ...validFields('urdu.phone@example.pk'),
      number: '04235761234',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'ur-PK' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        msg: 'فون نمبر پاکستانی موبائل نمبر ہونا چاہیے، جیسے 03001234567 یا +923001234567',
        path: 'number',
      },
    ]);
  });

  it('requires the proof of registration', async () => {
    const response = await register(validFields('noproof@example.pk'), false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Proof of registration is required');
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const response = await register(validFields('big@example.pk'), true, {
      bytes: big,
      name: 'fee.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is too large. The limit is 5 MB.');
  });

  it('refuses a JSON body on the multipart route without a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      payload: { fullName: 'x' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

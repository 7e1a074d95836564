import { eq, sql } from 'drizzle-orm';
import { formatMessages } from '@kaamyaab/shared-api/contract';
import { adminForBlock, testAppForBlock } from '../../../test/per-block';
import {
  createCompany,
  loginAs,
  multipart,
  pdfProof,
  pngBytes,
  signupBody,
} from '../../../test/factories';
import { files, freelancers } from '../../db/schema';

/** The owner's correction of a sent-back account, on the real app. */
describe('POST /api/v1/{freelancer,company}/correction', () => {
  const t = testAppForBlock();
  const admin = adminForBlock(t);

  const corrected = {
    fullName: 'Ayesha Siddiqui',
    number: '03451234567',
    CNIC: '35202-7654321-3',
    bankAccount: 'PK36SCBL0000001123456702',
  };

  async function signedUp(email: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      ...(await signupBody('freelancer', email)),
    });
    const { _id } = created.json().data.freelancer;
    return { id: _id as string, cookie: (await loginAs(t.app, 'freelancer', email)).cookie };
  }
  const sendBack = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/review/freelancer/${id}/send-back`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'unreadableReceipt', note: 'Blurred.' },
    });
  type Upload = { bytes: Buffer; name: string; type: string };
  async function send(
    cookie: string | undefined,
    fields: Record<string, string>,
    receipt?: Upload,
  ) {
    const body = await multipart(fields, receipt ? { proofOfRegistrationFee: receipt } : {});
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/correction',
      payload: body.payload,
      headers: cookie ? { ...body.headers, cookie } : body.headers,
    });
  }
  const correct = async (cookie: string | undefined) =>
    send(cookie, corrected, { bytes: await pngBytes(), name: 'receipt.png', type: 'image/png' });

  it('refuses anonymous callers, other roles, and an account that was not sent back', async () => {
    const { cookie } = await signedUp('correct.refused@example.pk');
    expect((await correct(undefined)).statusCode).toBe(401);
    const company = (await loginAs(t.app, 'company', (await createCompany(t.db)).email)).cookie;
    expect((await correct(company)).statusCode).toBe(403);
    expect((await correct(cookie)).json()).toMatchObject({
      statusCode: 409,
      message: 'Your account is not waiting for a correction.',
    });
  });

  it('corrects the details, replaces the receipt, requeues the account and records it', async () => {
    const { id, cookie } = await signedUp('correct.done@example.pk');
    const [{ proofFileId: oldReceipt } = { proofFileId: null }] = await t.db
      .select({ proofFileId: freelancers.proofFileId })
      .from(freelancers)
      .where(eq(freelancers.id, id));
    await sendBack(id);
    const before = Date.now();

    const answer = await correct(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.freelancer).toMatchObject({
      fullName: 'Ayesha Siddiqui',
      number: '03451234567',
      CNIC: '35202-7654321-3',
      sentBack: null,
      isActive: false,
    });

    const [row] = await t.db
      .select({
        stored: sql<string>`${freelancers.cnic}::text`,
        digest: freelancers.cnicDigest,
        proofFileId: freelancers.proofFileId,
        submittedAt: freelancers.submittedAt,
      })
      .from(freelancers)
      .where(eq(freelancers.id, id));
    expect(row!.stored).toMatch(/^enc1:/);
    expect(row!.digest).toMatch(/^d1:/);
    expect(row!.proofFileId).not.toBe(oldReceipt);
    expect(row!.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await t.db.select().from(files).where(eq(files.id, oldReceipt!))).toEqual([]);
    const [receipt] = await t.db.select().from(files).where(eq(files.id, row!.proofFileId!));
    expect(receipt!.contentType).toBe('image/png');

    const review = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/review/freelancer/${id}`,
      headers: { cookie: admin.cookie },
    });
    const { state, history } = review.json().data;
    expect(state).toBe('pending');
    expect(history[1]).toMatchObject({
      action: 'resubmitted',
      actor: { type: 'freelancer', name: 'Ayesha Siddiqui' },
      from: 'sentBack',
      to: 'pending',
      detail: { changed: 'fullName, phone, cnic, proofOfRegistrationFee' },
    });
    expect((await correct(cookie)).statusCode).toBe(409);
  });

  it('refuses a receipt of the wrong type and invalid details, changing nothing', async () => {
    const { id, cookie } = await signedUp('correct.bad@example.pk');
    await sendBack(id);
    const wrongType = await send(cookie, corrected, {
      bytes: Buffer.from('plain text'),
      name: 'r.pdf',
      type: 'application/pdf',
    });
    expect(wrongType.statusCode).toBe(400);
    const missing = await send(cookie, { ...corrected, CNIC: '' }, pdfProof());
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'CNIC number is required' });
    const misshapen = await send(
      cookie,
      { ...corrected, number: '0300123', bankAccount: 'PK37SCBL0000001123456702' },
      pdfProof(),
    );
    expect(misshapen.statusCode).toBe(400);
    expect(misshapen.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'number', msg: formatMessages.mobile }),
        expect.objectContaining({ path: 'bankAccount', msg: formatMessages.iban }),
      ]),
    );
    const [row] = await t.db
      .select({ sentBackAt: freelancers.sentBackAt, fullName: freelancers.fullName })
      .from(freelancers)
      .where(eq(freelancers.id, id));
    expect(row).toMatchObject({ fullName: 'Ayesha Khan', sentBackAt: expect.any(Date) });
  });
});

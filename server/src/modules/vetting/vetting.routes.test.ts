import { and, eq } from 'drizzle-orm';
import { adminForBlock, testAppForBlock } from '../../../test/per-block';
import { createCompany, createFreelancer, loginAs, signupBody } from '../../../test/factories';
import { notifications } from '../../db/schema';

/** The admin's review of one account, on the real app and database. */
describe('the admin review of an account', () => {
  const t = testAppForBlock();
  const admin = adminForBlock(t);
  const otherAdmin = adminForBlock(t);

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, payload });

  /** A freelancer signed up through the API, with a fee receipt and an avatar. */
  async function signedUp(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/freelancer/register',
      ...(await signupBody('freelancer', email, { avatar: true })),
    });
    return response.json().data.freelancer as { _id: string; proofOfRegistrationFee: string };
  }

  it('refuses anonymous callers (401), freelancers and companies (403), unknown ids (404)', async () => {
    const target = await createFreelancer(t.db);
    const freelancer = (await loginAs(t.app, 'freelancer', target.email)).cookie;
    const company = (await loginAs(t.app, 'company', (await createCompany(t.db)).email)).cookie;
    const calls: [method: 'GET' | 'PATCH' | 'POST', path: string, body?: object][] = [
      ['GET', `/admin/review/freelancer/${target.id}`],
      ['PATCH', `/admin/review/freelancer/${target.id}/status`, { decision: 'approve' }],
      ['POST', `/admin/review/freelancer/${target.id}/send-back`, { reason: 'invalidCnic' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, undefined, body)).statusCode).toBe(401);
      expect((await call(method, path, freelancer, body)).statusCode).toBe(403);
      expect((await call(method, path, company, body)).statusCode).toBe(403);
      const unknown = path.replace(target.id, '00000000-0000-4000-8000-000000000000');
      expect((await call(method, unknown, admin.cookie, body)).json()).toMatchObject({
        statusCode: 404,
        message: 'This account does not exist.',
      });
      expect(
        (await call(method, path.replace(target.id, 'not-an-id'), admin.cookie, body)).statusCode,
      ).toBe(404);
      expect(
        (await call(method, path.replace('freelancer', 'admin'), admin.cookie, body)).statusCode,
      ).toBe(400);
    }
  });

  it('shows the whole record with its documents, and records that it did', async () => {
    const { _id } = await signedUp('review.whole@example.pk');
    const response = await call('GET', `/admin/review/freelancer/${_id}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // A new sign-up has not opened its verification link yet: the admin sees so.
    expect(data).toMatchObject({ role: 'freelancer', state: 'pending', emailVerified: false });
    expect(data.freelancer).toMatchObject({
      CNIC: '35202-1234567-1',
      bankAccount: 'PK36SCBL0000001123456702',
      sentBack: null,
    });
    expect(data.documents.map((doc: { field: string }) => doc.field).sort()).toEqual([
      'avatar',
      'proofOfRegistrationFee',
    ]);
    expect(data.documents.find((doc: { field: string }) => doc.field === 'avatar')).toMatchObject({
      contentType: 'image/png',
    });
    expect(data.history).toEqual([
      expect.objectContaining({
        action: 'viewedDetails',
        actor: expect.objectContaining({ type: 'admin', name: 'noor' }),
      }),
    ]);
  });

  it("records an admin's view of a fee receipt, not the owner's", async () => {
    const signed = await signedUp('review.receipt@example.pk');
    const owner = (await loginAs(t.app, 'freelancer', 'review.receipt@example.pk')).cookie;
    const receipt = signed.proofOfRegistrationFee.replace('/api/v1', '');
    expect((await call('GET', receipt, owner)).statusCode).toBe(200);
    expect((await call('GET', receipt, admin.cookie)).statusCode).toBe(200);
    const { history } = (
      await call('GET', `/admin/review/freelancer/${signed._id}`, admin.cookie)
    ).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'viewedDetails',
      'viewedDocument',
    ]);
    expect(history[1].detail).toEqual({ document: 'proofOfRegistrationFee' });
  });

  it('sends an account back with a reason the owner reads and is told of', async () => {
    const target = await createFreelancer(t.db);
    const path = `/admin/review/freelancer/${target.id}/send-back`;
    expect((await call('POST', path, admin.cookie, { reason: 'other' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Please say what needs to be corrected.',
    });
    expect((await call('POST', path, admin.cookie, { reason: 'noSuchReason' })).statusCode).toBe(
      400,
    );
    const sent = await call('POST', path, admin.cookie, {
      reason: 'unreadableReceipt',
      note: 'The photo is blurred.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ state: 'sentBack' });
    expect(sent.json().data.history[0]).toMatchObject({
      action: 'sentBack',
      from: 'pending',
      to: 'sentBack',
      detail: { reason: 'unreadableReceipt', note: 'The photo is blurred.' },
    });
    const owner = (await loginAs(t.app, 'freelancer', target.email)).cookie;
    const me = (await call('GET', '/me', owner)).json().data.freelancer;
    expect(me.sentBack).toMatchObject({
      reason: 'unreadableReceipt',
      reasonText: 'The fee receipt cannot be read. Please upload a clear photo or PDF of it.',
      note: 'The photo is blurred.',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, target.id), eq(notifications.kind, 'accountSentBack')),
      );
    expect(told).toHaveLength(1);
  });

  it('approves once, clears a send-back, and records every decision from → to', async () => {
    const target = await createCompany(t.db);
    const base = `/admin/review/company/${target.id}`;
    await call('POST', `${base}/send-back`, admin.cookie, { reason: 'invalidNtn', note: '' });
    const approved = await call('PATCH', `${base}/status`, admin.cookie, { decision: 'approve' });
    expect(approved.json().data).toMatchObject({ state: 'approved', company: { sentBack: null } });
    await call('PATCH', `${base}/status`, otherAdmin.cookie, { decision: 'approve' });
    await call('PATCH', `/company/${target.id}/toggle-status`, admin.cookie);
    const { history } = (await call('GET', base, admin.cookie)).json().data;
    expect(
      history.map((entry: { action: string; from: string; to: string }) => [
        entry.action,
        entry.from,
        entry.to,
      ]),
    ).toEqual([
      ['viewedDetails', null, null],
      ['deactivated', 'approved', 'pending'],
      ['approved', 'approved', 'approved'],
      ['approved', 'sentBack', 'approved'],
      ['sentBack', 'pending', 'sentBack'],
    ]);
    const told = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipientId, target.id));
    expect(told.map((row) => row.kind).sort()).toEqual([
      'accountApproved',
      'accountDeactivated',
      'accountSentBack',
    ]);
  });

  it('applies two admins acting at once one after the other, recording both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const target = await createFreelancer(t.db);
      const base = `/admin/review/freelancer/${target.id}`;
      const [approve, sendBack] = await Promise.all([
        call('PATCH', `${base}/status`, admin.cookie, { decision: 'approve' }),
        call('POST', `${base}/send-back`, otherAdmin.cookie, { reason: 'invalidCnic', note: '' }),
      ]);
      expect([approve.statusCode, sendBack.statusCode]).toEqual([200, 200]);
      const { state, history } = (await call('GET', base, admin.cookie)).json().data;
      const [last, first] = history.slice(1) as { action: string; from: string; to: string }[];
      expect(first!.from).toBe('pending');
      expect(last!.from).toBe(first!.to);
      expect(state).toBe(last!.to);
      expect([first!.action, last!.action].sort()).toEqual(['approved', 'sentBack']);
    }
  });
});

import { eq } from 'drizzle-orm';
import { applyAs } from '../../../../test/applying';
import { adminForBlock, testAppForBlock } from '../../../../test/per-block';
import { loginAs, multipart, PASSWORD, pngBytes, signupBody } from '../../../../test/factories';
import {
  accountEvents,
  admins,
  applications,
  companies,
  files,
  freelancers,
  jobs,
  notifications,
  sessions,
} from '../../../db/schema';
import { jobOf, member, type Member } from '../../jobs/jobs.test-helpers';

/** The owner edits the profile, or closes the account, on the real app. */
describe('the owner’s own account', () => {
  const t = testAppForBlock();
  const admin = adminForBlock(t);

  const freelancerEdit = {
    fullName: 'Ayesha Khan',
    number: '03001234567',
    bankAccount: 'PK36SCBL0000001123456702',
    skills: 'React, TypeScript',
    currentlyEmployed: 'false',
    companyName: '',
    bio: 'Frontend developer from Lahore.',
  };
  type Upload = { bytes: Buffer; name: string; type: string };

  async function edit(
    who: Pick<Member, 'headers'> | null,
    role: 'freelancer' | 'company',
    fields: Record<string, string>,
    avatar?: Upload,
  ) {
    const body = await multipart(fields, avatar ? { avatar } : {});
    return t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${role}/me`,
      payload: body.payload,
      headers: who ? { ...body.headers, ...who.headers } : body.headers,
    });
  }
  const close = (who: Pick<Member, 'headers'>, role: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/me/close`,
      headers: who.headers,
      payload: { password },
    });
  const stateOf = async (id: string) =>
    (await t.db.select().from(freelancers).where(eq(freelancers.id, id)))[0]!;

  describe('PATCH /{freelancer,company}/me', () => {
    it('refuses anonymous callers and other roles, and says which field is wrong', async () => {
      expect((await edit(null, 'freelancer', freelancerEdit)).statusCode).toBe(401);
      const company = await member(t, 'company');
      expect((await edit(company, 'freelancer', freelancerEdit)).statusCode).toBe(403);
      const freelancer = await member(t, 'freelancer');
      const wrong = await edit(freelancer, 'freelancer', {
        ...freelancerEdit,
        bio: '',
        currentlyEmployed: 'true',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'bio', msg: 'Bio is required' }),
          expect.objectContaining({
            path: 'companyName',
            msg: 'Company name is required when currently employed',
          }),
        ]),
      );
    });

    it('changes phone, skills, bio and employment at once, keeping an approved account approved', async () => {
      const freelancer = await member(t, 'freelancer');
      const response = await edit(freelancer, 'freelancer', {
        ...freelancerEdit,
        number: '0345-7654321',
        skills: 'React, Figma',
        bio: 'Designer and developer in Lahore.',
        currentlyEmployed: 'true',
        companyName: 'Systems Ltd',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.freelancer).toMatchObject({
        number: '03457654321',
        skills: 'React, Figma',
        bio: 'Designer and developer in Lahore.',
        currentlyEmployed: true,
        companyName: 'Systems Ltd',
        isActive: true,
      });
      const row = await stateOf(freelancer.id);
      expect(row).toMatchObject({ isActive: true, phone: '03457654321' });
      const events = await t.db
        .select()
        .from(accountEvents)
        .where(eq(accountEvents.subjectId, freelancer.id));
      expect(events).toEqual([]);
    });

    it('sends an approved account back for review when its name or bank account changes, naming the change for the admin', async () => {
      const freelancer = await member(t, 'freelancer');
      const response = await edit(freelancer, 'freelancer', {
        ...freelancerEdit,
        fullName: 'Ayesha Siddiqui',
        bankAccount: 'PK23HABB0000000000000000',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.freelancer).toMatchObject({
        fullName: 'Ayesha Siddiqui',
        isActive: false,
      });
      const review = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/review/freelancer/${freelancer.id}`,
        headers: { cookie: admin.cookie },
      });
      const history = review.json().data.history as { action: string }[];
      expect(history.find((entry) => entry.action === 'edited')).toMatchObject({
        action: 'edited',
        from: 'approved',
        to: 'pending',
        detail: { changed: 'fullName, bankAccount' },
        actor: { type: 'freelancer', _id: freelancer.id },
      });
      // The session follows at once: the stored entry's isActive is false on the next /me.
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: freelancer.headers,
      });
      expect(me.json().data.freelancer.isActive).toBe(false);
    });

    it('sends a company back when its point of contact changes, with the new digest', async () => {
      const company = await member(t, 'company');
      const response = await edit(company, 'company', {
        companyName: company.name,
        pocName: 'Sana Mir',
        pocId: '35202-1111111-1',
        bio: 'A product studio in Karachi.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.company).toMatchObject({ pocName: 'Sana Mir', isActive: false });
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/accounts/company?status=inactive&q=35202-1111111-1',
        headers: { cookie: admin.cookie },
      });
      expect(search.json().data.accounts.map((one: { _id: string }) => one._id)).toContain(
        company.id,
      );
    });

    it('replaces the avatar and deletes the old one, row and bytes', async () => {
      const email = `avatar.${Date.now()}@example.pk`;
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/freelancer/register',
        ...(await signupBody('freelancer', email, { avatar: true })),
      });
      const { cookie } = await loginAs(t.app, 'freelancer', email);
      const [before] = await t.db.select().from(freelancers).where(eq(freelancers.email, email));
      const [oldFile] = await t.db.select().from(files).where(eq(files.id, before!.avatarFileId!));
      const response = await edit({ headers: { cookie } }, 'freelancer', freelancerEdit, {
        bytes: await pngBytes(),
        name: 'new.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(200);
      const after = await stateOf(before!.id);
      expect(after.avatarFileId).not.toBe(before!.avatarFileId);
      expect(await t.db.select().from(files).where(eq(files.id, before!.avatarFileId!))).toEqual(
        [],
      );
      await expect(t.app.storage.get(oldFile!.storageKey)).rejects.toThrow();
    });

    it('changes an administrator’s username', async () => {
      const noor = await member(t, 'admin');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/me',
        headers: noor.headers,
        payload: { username: 'Noor Fatima' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.admin.username).toBe('Noor Fatima');
    });
  });

  describe('POST /{role}/me/close', () => {
    it('keeps the account open on a wrong password, with a sentence saying so', async () => {
      const freelancer = await member(t, 'freelancer');
      const response = await close(freelancer, 'freelancer', 'not-the-password');
      expect(response.json()).toMatchObject({
        statusCode: 403,
        message: 'That password is not correct, so your account is still open.',
      });
      expect((await stateOf(freelancer.id)).closedAt).toBeNull();
    });

    it('leaves no personal field, document, session or notification of a freelancer behind', async () => {
      const email = `closing.${Date.now()}@example.pk`;
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/freelancer/register',
        ...(await signupBody('freelancer', email, { avatar: true })),
      });
      const [created] = await t.db.select().from(freelancers).where(eq(freelancers.email, email));
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/freelancer/${created!.id}/toggle-status`,
        headers: { cookie: admin.cookie },
      });
      const { cookie } = await loginAs(t.app, 'freelancer', email);
      const company = await member(t, 'company');
      const jobId = await jobOf(t, company);
      await applyAs(t, { headers: { cookie } }, jobId, {
        coverLetter: 'My own words.',
        proposedRate: 1000,
        estimatedCompletionTime: '1 week',
      });
      const documents = await t.db
        .select()
        .from(files)
        .where(eq(files.id, created!.proofFileId!))
        .union(t.db.select().from(files).where(eq(files.id, created!.avatarFileId!)));
      expect(documents).toHaveLength(2);

      const response = await close({ headers: { cookie } }, 'freelancer', PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'kaamyaab_session')?.value).toBe('');

      const row = await stateOf(created!.id);
      const personal = {
        fullName: 'Closed account',
        email: `closed-${created!.id}@closed.invalid`,
        phone: '',
        cnic: '',
        cnicDigest: null,
        skills: '',
        bankAccount: '',
        currentlyEmployed: false,
        companyName: null,
        bio: '',
        proofFileId: null,
        avatarFileId: null,
        isActive: false,
      };
      expect(row).toMatchObject(personal);
      expect(row.passwordHash).toBe('!closed');
      expect(row.closedAt).toBeInstanceOf(Date);
      // Every column holds either the closed value, an id, a time or a derived column.
      const kept = new Set([
        'id',
        'passwordHash',
        'closedAt',
        'createdAt',
        'updatedAt',
        'submittedAt',
        'sentBackReason',
        'sentBackNote',
        'sentBackAt',
        'searchVector',
        'skillKeys',
        'emailVerifiedAt',
        'language',
      ]);
      for (const column of Object.keys(row).filter((name) => !kept.has(name)))
        expect([column, row[column as keyof typeof row]]).toEqual([
          column,
          personal[column as keyof typeof personal],
        ]);
      for (const document of documents) {
        expect(await t.db.select().from(files).where(eq(files.id, document.id))).toEqual([]);
        await expect(t.app.storage.get(document.storageKey)).rejects.toThrow();
      }
      expect(
        await t.db.select().from(sessions).where(eq(sessions.principalId, created!.id)),
      ).toEqual([]);
      expect(
        await t.db.select().from(notifications).where(eq(notifications.recipientId, created!.id)),
      ).toEqual([]);
      const [application] = await t.db
        .select()
        .from(applications)
        .where(eq(applications.freelancerId, created!.id));
      expect(application).toMatchObject({ status: 'withdrawn', coverLetter: '' });
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job!.applicantCount).toBe(0);

      // The session is gone, the old login too, and the email can register again.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode,
      ).toBe(401);
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/v1/freelancer/inactive',
        headers: { cookie: admin.cookie },
      });
      expect(queue.json().map((one: { _id: string }) => one._id)).not.toContain(created!.id);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/freelancer/register',
        ...(await signupBody('freelancer', email)),
      });
      expect(again.statusCode).toBe(201);
    });

    it('closes a company’s open jobs and keeps them under a placeholder name', async () => {
      const company = await member(t, 'company');
      const jobId = await jobOf(t, company);
      expect((await close(company, 'company', PASSWORD)).statusCode).toBe(200);
      const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject({
        companyName: 'Closed account',
        pocName: '',
        pocId: '',
        pocIdDigest: null,
        companyNtn: '',
        ntnDigest: null,
        bio: '',
        email: `closed-${company.id}@closed.invalid`,
      });
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job!.status).toBe('closed');
      const listed = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/job/${jobId}` });
      expect(JSON.stringify(listed.json())).not.toContain(company.name);
    });

    it('closes an administrator’s account', async () => {
      const noor = await member(t, 'admin');
      expect((await close(noor, 'admin', PASSWORD)).statusCode).toBe(200);
      const [row] = await t.db.select().from(admins).where(eq(admins.id, noor.id));
      expect(row).toMatchObject({ username: 'Closed account', role: null });
      expect(row!.email).not.toBe(noor.email);
    });
  });
});

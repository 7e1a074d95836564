import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TalentDto } from '@kaamyaab/shared-api/contract';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { createFreelancer, loginAs } from '../../../test/factories';
import { applications, freelancers, jobs } from '../../db/schema';
import type { NewestPosition } from '../../lib/keyset-page';
import { jobOf, member, type Member } from '../jobs/jobs.test-helpers';
import { findTalentAmongMatches, findTalentPage, type TalentRow } from './talent.repository';

/** GET /talent and POST /talent/invite: the directory and invitations, on the real app. */
describe('the talent directory', () => {
  const t = testAppForBlock();
  const [company] = membersForBlock(t, ['company']);

  /** A word no other test's freelancers hold, so each test finds its own only. */
  const tag = () => `tag${randomUUID().slice(0, 8)}`;
  let clock = Date.now() - 60_000;

  /** An approved freelancer (unless told), each a second newer than the last unless told. */
  async function freelancer(
    word: string,
    values: Partial<typeof freelancers.$inferInsert> & { active?: boolean } = {},
  ) {
    const { active = true, ...columns } = values;
    clock += 1000;
    const row = await createFreelancer(t.db, { active });
    const [updated] = await t.db
      .update(freelancers)
      .set({
        fullName: `Sana ${word}`,
        createdAt: new Date(clock),
        ...columns,
      })
      .where(eq(freelancers.id, row.id))
      .returning();
    return updated!;
  }

  const find = (query: string, who: Member | null = company) =>
    t.app.inject({ method: 'GET', url: `/api/v1/talent?${query}`, headers: who?.headers ?? {} });
  const found = async (query: string, who: Member = company): Promise<TalentDto[]> => {
    const response = await find(query, who);
    expect(response.statusCode).toBe(200);
    return response.json().data.freelancers;
  };
  const ids = async (query: string) => (await found(query)).map((one) => one._id);
  const invite = (jobId: string, freelancerId: string, who: Member = company) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/talent/invite',
      headers: who.headers,
      payload: { jobId, freelancerId },
    });

  it("shows approved freelancers' public face only, never a private field", async () => {
    const word = tag();
    const shown = await freelancer(word, {
      skills: 'Laravel, Vue',
      bio: 'Backend developer from Peshawar.',
    });
    await freelancer(word, { active: false });
    const response = await find(`q=${word}`);
    const [one, ...rest] = response.json().data.freelancers as TalentDto[];
    expect(rest).toEqual([]);
    expect(one).toEqual({
      _id: shown.id,
      fullName: `Sana ${word}`,
      skills: ['Laravel', 'Vue'],
      bio: 'Backend developer from Peshawar.',
      avatar: null,
      joinedAt: shown.createdAt.toISOString(),
      acceptedJobs: 0,
      contact: null,
      reputation: { score: null, counted: 0, badges: ['identityVerified'] },
    });
    // Every column that is not the public face, by its value: none is anywhere in the answer.
    const [stored] = await t.db.select().from(freelancers).where(eq(freelancers.id, shown.id));
    const publicColumns = ['id', 'fullName', 'skills', 'bio', 'avatarFileId', 'createdAt'];
    // Not findable by value: 'en' or 'ur' is inside many words ("Backend"). The exact answer above
    // already shows it has no language.
    const codeColumns = ['language'];
    const privateValues = Object.entries(stored!)
      .filter(([column]) => !publicColumns.includes(column) && !codeColumns.includes(column))
      .filter(([, value]) => typeof value === 'string')
      .map(([column, value]) => [column, value as string] as const);
    expect(privateValues.map(([column]) => column)).toEqual(
      expect.arrayContaining(['email', 'phone', 'cnic', 'bankAccount', 'passwordHash']),
    );
    for (const [column, value] of privateValues)
      expect({ column, leaked: response.body.includes(value) }).toEqual({ column, leaked: false });
  });

  it('finds by word prefixes over name, skills and bio, and by any of the skills', async () => {
    const word = tag();
    const react = await freelancer(word, { skills: 'React, Node.js', bio: 'Storefronts.' });
    const urdu = await freelancer(word, {
      skills: 'Urdu writing',
      bio: 'Copy for Karachi brands.',
    });
    const logo = await freelancer(word, { fullName: `Bilal Illustrator ${word}`, skills: 'Figma' });
    expect(await ids(`q=${word} reac`)).toEqual([react.id]);
    expect(await ids(`q=${word} karach`)).toEqual([urdu.id]);
    expect(await ids(`q=${word} illus`)).toEqual([logo.id]);
    expect(await ids(`q=${word}&skills=figma, URDU WRITING`)).toEqual([logo.id, urdu.id]);
    expect(await ids(`q=${word}&skills=cobol`)).toEqual([]);
    expect(await ids(`q=${word} '):*!&|`)).toEqual([logo.id, urdu.id, react.id]);
  });

  it('walks every freelancer once, newest first, through ties and a deletion between pages', async () => {
    const word = tag();
    const at = new Date(Date.now() - 10 * 60_000);
    const made = [];
    for (let index = 0; index < 5; index += 1)
      made.push(
        await freelancer(word, { createdAt: index < 3 ? at : new Date(at.getTime() - index) }),
      );
    const expected = [...made]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((one) => one.id);
    const seen: string[] = [];
    let after = '';
    for (let pages = 0; pages < 10; pages += 1) {
      const page = (await find(`q=${word}&limit=2${after}`)).json().data;
      seen.push(...page.freelancers.map((one: TalentDto) => one._id));
      if (pages === 0) await t.db.delete(freelancers).where(eq(freelancers.id, seen.at(-1)!));
      if (page.nextCursor === null) break;
      after = `&after=${page.nextCursor}`;
    }
    expect(seen).toEqual(expected);
  });

  it('reads the same pages among few matches as by walking the directory', async () => {
    const word = tag();
    const at = new Date(Date.now() - 20 * 60_000);
    for (let index = 0; index < 6; index += 1)
      await freelancer(word, {
        skills: index % 2 ? 'Figma' : 'Flutter',
        createdAt: index < 3 ? at : new Date(at.getTime() - index),
      });
    type Read = (after: NewestPosition | undefined) => Promise<TalentRow[] | undefined>;
    const everyPage = async (read: Read) => {
      const seen: string[] = [];
      let after: NewestPosition | undefined;
      for (let pages = 0; pages < 10; pages += 1) {
        const rows = (await read(after))!;
        seen.push(...rows.map((row) => row.freelancer.id));
        if (rows.length < 2) return seen;
        after = rows.at(-1)!.freelancer;
      }
      return seen;
    };
    for (const search of [
      { q: word, skills: [] },
      { q: `${word} sana`, skills: ['figma'] },
      { q: word, skills: ['flutter', 'cobol'] },
    ]) {
      const walked = await everyPage((after) =>
        findTalentPage(t.db, { ...search, limit: 2 }, company.id, 2, after),
      );
      expect(walked.length).toBeGreaterThan(2);
      const among = (most: number) => (after: NewestPosition | undefined) =>
        findTalentAmongMatches(t.db, { ...search, limit: 2 }, company.id, 2, after, most);
      expect(await everyPage(among(6))).toEqual(walked);
      // Past `most` matches the read gives up, never answers part of them.
      expect(await among(1)(undefined)).toBeUndefined();
    }
  });

  it('shows the email and phone only to a company that accepted the freelancer, and counts the jobs', async () => {
    const word = tag();
    const hired = await freelancer(word);
    const jobId = await jobOf(t, company);
    await t.db.insert(applications).values({
      jobId,
      freelancerId: hired.id,
      coverLetter: 'Hire me',
      proposedRate: 10000,
      estimatedCompletionTime: '1 week',
      status: 'accepted',
    });
    const [mine] = await found(`q=${word}`);
    expect(mine).toMatchObject({
      acceptedJobs: 1,
      contact: { email: hired.email, phone: hired.phone },
    });
    const other = await member(t, 'company');
    const [theirs] = await found(`q=${word}`, other);
    expect(theirs).toMatchObject({ acceptedJobs: 1, contact: null });
    expect((await find(`q=${word}`, other)).body).not.toContain(hired.email);
  });

  it.each([
    ['limit=51', 400],
    ['skills=a,b,c,d,e,f,g,h,i,j,k', 400],
    [`after=${Buffer.from('nope').toString('base64url')}`, 400],
  ])('refuses %s with %i', async (query, status) => {
    expect((await find(query)).statusCode).toBe(status);
  });

  it('is for approved companies and admins only', async () => {
    expect((await find('', null)).statusCode).toBe(401);
    expect((await find('', await member(t, 'freelancer'))).statusCode).toBe(403);
    const pending = await find('', await member(t, 'company', { active: false }));
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(
      'Your account is still under review, so this is not possible yet.',
    );
    expect((await find('', await member(t, 'admin'))).statusCode).toBe(200);
  });

  describe('inviting a freelancer to apply', () => {
    it('invites once, tells the freelancer, who sees the invitation on the job', async () => {
      const word = tag();
      const invitee = await freelancer(word);
      const jobId = await jobOf(t, company, { title: `Invite ${word}` });
      const first = await invite(jobId, invitee.id);
      expect(first.statusCode).toBe(201);
      expect(first.json().data.invitation).toMatchObject({ jobId, freelancerId: invitee.id });
      expect((await invite(jobId, invitee.id)).json()).toMatchObject({
        statusCode: 409,
        message: 'You have already invited this freelancer to this job.',
      });

      const { cookie } = await loginAs(t.app, 'freelancer', invitee.email);
      const told = await t.app.inject({
        method: 'GET',
        url: '/api/v1/notifications',
        headers: { cookie },
      });
      expect(told.json().data.notifications[0]).toMatchObject({
        kind: 'invitedToJob',
        title: `${company.name} invited you to apply to Invite ${word}.`,
        link: `/freelancer-dashboard/jobs/${jobId}`,
      });
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/v1/talent/invitation/${jobId}`,
        headers: { cookie },
      });
      expect(seen.json().data.invitation).toMatchObject({ companyName: company.name });
      const stranger = await member(t, 'freelancer');
      const none = await t.app.inject({
        method: 'GET',
        url: `/api/v1/talent/invitation/${jobId}`,
        headers: stranger.headers,
      });
      expect(none.json().data.invitation).toBeNull();
    });

    it("refuses another company's job, an ended job, an unknown or unapproved freelancer, an applicant", async () => {
      const word = tag();
      const invitee = await freelancer(word);
      const jobId = await jobOf(t, company);
      const other = await member(t, 'company');
      expect((await invite(jobId, invitee.id, other)).statusCode).toBe(403);
      expect((await invite(randomUUID(), invitee.id)).statusCode).toBe(404);
      expect((await invite(jobId, randomUUID())).statusCode).toBe(404);
      expect((await invite(jobId, 'nobody')).statusCode).toBe(404);
      const unapproved = await freelancer(word, { active: false });
      expect((await invite(jobId, unapproved.id)).json().message).toBe('Freelancer not found.');

      await t.db.insert(applications).values({
        jobId,
        freelancerId: invitee.id,
        coverLetter: 'Hire me',
        proposedRate: 10000,
        estimatedCompletionTime: '1 week',
      });
      expect((await invite(jobId, invitee.id)).json().message).toBe(
        'This freelancer has already applied to this job.',
      );
      const closedId = await jobOf(t, company);
      await t.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closedId));
      expect((await invite(closedId, invitee.id)).statusCode).toBe(409);
    });
  });
});

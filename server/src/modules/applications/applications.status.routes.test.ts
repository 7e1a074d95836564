import { eq } from 'drizzle-orm';
import { appliedTo } from '../../../test/applying';
import { membersForBlock, testAppForBlock } from '../../../test/per-block';
import { applications } from '../../db/schema';
import { jobOf, member, type Member } from '../jobs/jobs.test-helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('PATCH /application/status/:applicationId', () => {
  const testApp = testAppForBlock();
  const [company, otherCompany, admin] = membersForBlock(testApp, ['company', 'company', 'admin']);
  let jobId: string;

  beforeAll(async () => {
    // Room for every accept below: a job that needs one is filled by the first.
    jobId = await jobOf(testApp, company, { numberOfFreelancers: 100 });
  });

  /** A fresh freelancer's pending application to the shared job. */
  async function pendingApplication(): Promise<{ id: string; applicant: Member }> {
    const applicant = await member(testApp, 'freelancer');
    const id = await appliedTo(testApp, applicant, jobId, {
      coverLetter: 'Hire me',
      proposedRate: 30000,
      estimatedCompletionTime: '1 month',
    });
    return { id, applicant };
  }

  const decide = (id: string, who: Member | null, payload: unknown) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/application/status/${encodeURIComponent(id)}`,
      headers: who?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });

  it('lets the owning company accept once; the answer is the updated application', async () => {
    const { id, applicant } = await pendingApplication();
    const response = await decide(id, company, { status: 'accepted' });
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({
      _id: id,
      status: 'accepted',
      jobId,
      applicant: { fullName: applicant.name, email: applicant.email },
    });
    const again = await decide(id, company, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application has already been decided.');
  });

  it('rejects too, and changes nothing else a client sends', async () => {
    const { id } = await pendingApplication();
    const response = await decide(id, company, { status: 'rejected', proposedRate: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({ status: 'rejected', proposedRate: 30000 });
  });

  it("refuses 'pending' and anything else with 400", async () => {
    const { id } = await pendingApplication();
    for (const body of [{ status: 'pending' }, { status: 'hired' }, {}]) {
      const response = await decide(id, company, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toBe("Status must be 'accepted' or 'rejected'");
    }
  });

  it('refuses another company, an admin and the applicant with 403; nothing changes', async () => {
    const { id, applicant } = await pendingApplication();
    expect((await decide(id, otherCompany, { status: 'accepted' })).statusCode).toBe(403);
    expect((await decide(id, admin, { status: 'accepted' })).statusCode).toBe(403);
    expect((await decide(id, applicant, { status: 'accepted' })).statusCode).toBe(403);
    expect((await decide(id, null, { status: 'accepted' })).statusCode).toBe(401);
    const [row] = await testApp.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('pending');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await decide(unknownId, company, { status: 'accepted' })).statusCode).toBe(404);
    expect((await decide('x1', company, { status: 'accepted' })).statusCode).toBe(404);
  });

  it('leaves exactly one decision when 20 accepts and rejects race', async () => {
    const { id } = await pendingApplication();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        decide(id, company, { status: index % 2 ? 'rejected' : 'accepted' }),
      ),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const [row] = await testApp.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe(winners[0]!.json().application.status);
  });
});

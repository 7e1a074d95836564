import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { applications, contracts, contractVersions, milestones } from '../src/db/schema';
import { insertJobsWithTies } from '../src/modules/jobs/jobs.test-helpers';
import type { TestApp } from './build-test-app';

/**
 * An accepted contract with unfunded milestones, written straight into the tables: what the
 * contracts module's offers make once they land, so the pay-in tests need not wait for them.
 * Answers the contract's id and its milestones' ids in order.
 */
export async function activeContract(
  t: TestApp,
  parties: { companyId: string; freelancerId: string },
  amountsPaisa: readonly number[] = [2_500_000],
  title = 'Storefront for a Lahore bakery',
): Promise<{ contractId: string; milestoneIds: string[] }> {
  const [jobId] = await insertJobsWithTies(t, parties.companyId, [1]);
  const terms = amountsPaisa.map((amountPaisa, index) => ({
    title: `Milestone ${index + 1}`,
    amountPaisa,
    dueDate: '2026-12-31',
  }));
  return t.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(applications)
      .values({
        jobId: jobId!,
        freelancerId: parties.freelancerId,
        coverLetter: 'I have built five shops.',
        proposedRate: 20000,
        estimatedCompletionTime: '2 weeks',
        status: 'accepted',
      })
      .returning({ id: applications.id });
    const [contract] = await tx
      .insert(contracts)
      .values({
        applicationId: application!.id,
        jobId: jobId!,
        ...parties,
        status: 'active',
        feeBps: 500,
        acceptedAt: new Date(),
      })
      .returning({ id: contracts.id });
    const contractId = contract!.id;
    await tx.insert(contractVersions).values({
      contractId,
      version: 1,
      proposedBy: 'company',
      title,
      scope: 'The shop, its catalogue and checkout.',
      milestones: terms,
    });
    const rows = await tx
      .insert(milestones)
      .values(
        terms.map((term, position) => ({
          contractId,
          position,
          title: term.title,
          amount: term.amountPaisa,
          dueDate: term.dueDate,
          status: 'unfunded' as const,
        })),
      )
      .returning({ id: milestones.id, position: milestones.position });
    rows.sort((a, b) => a.position - b.position);
    return { contractId, milestoneIds: rows.map((row) => row.id) };
  });
}

/** Ends a contract behind the services' back, as the contracts module's end will. */
export async function endContractRow(db: Database, contractId: string): Promise<void> {
  await db
    .update(contracts)
    .set({ status: 'ended', endedAt: new Date(), endedBy: 'company', endReason: 'Test' })
    .where(eq(contracts.id, contractId));
}

import type { TestApp } from '../../../test/build-test-app';
import { fundMilestone } from '../../../test/funding';
import { activeContract, type DealCalls } from '../contracts/contracts.test-helpers';
import type { Member } from '../jobs/jobs.test-helpers';

/** A fresh contract whose one milestone of `amount` is funded and submitted: ready to release. */
export async function submitted(
  t: TestApp,
  deal: DealCalls,
  company: Member,
  freelancer: Member,
  amount = 1_000_000,
) {
  const contract = await activeContract(deal, company, freelancer, [amount]);
  const milestoneId = contract.milestones[0]!.id;
  await fundMilestone(t.db, milestoneId);
  const form = new FormData();
  form.append('note', 'Done');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/milestones/${milestoneId}/submit`,
    headers: { ...freelancer.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (answer.statusCode !== 200) throw new Error(`submit failed: ${answer.body}`);
  return { contract, milestoneId };
}

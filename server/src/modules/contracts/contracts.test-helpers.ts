import { randomUUID } from 'node:crypto';
import type { ContractDto } from '@kaamyaab/shared-api/contract';
import type { TestApp } from '../../../test/build-test-app';
import { jobOf, type Member } from '../jobs/jobs.test-helpers';

/** Calls of a deal's life for API tests, over the real app. */

export const terms = (amounts: number[] = [5_000_000, 2_500_000]) => ({
  title: 'Storefront for a Lahore bakery',
  scope: 'Design and build the online shop, with JazzCash at checkout.',
  milestones: amounts.map((amountPaisa, index) => ({
    title: `Part ${index + 1}`,
    amountPaisa,
    dueDate: '2027-01-15',
  })),
});

/** A fresh client key, as the pages make one per intended action. */
export const key = () => randomUUID();

interface Answer {
  statusCode: number;
  json(): { data: { contract: ContractDto }; code?: string; message: string };
}

export function dealCalls(t: TestApp) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    who: Member | null,
    payload?: object,
  ): Promise<Answer> =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.headers ?? {},
      ...(payload && { payload }),
    }) as unknown as Promise<Answer>;
  return {
    call,
    /** A job of `company` with an application of `freelancer` that the company accepted. */
    acceptedApplication: async (company: Member, freelancer: Member): Promise<string> => {
      const jobId = await jobOf(t, company, { numberOfFreelancers: 10 });
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/v1/application/apply',
        headers: freelancer.headers,
        payload: {
          jobId,
          coverLetter: 'I have built five shops.',
          proposedRate: 20000,
          estimatedCompletionTime: '2 weeks',
        },
      });
      const applicationId = applied.json().data.application._id as string;
      const decided = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/application/status/${applicationId}`,
        headers: company.headers,
        payload: { status: 'accepted' },
      });
      if (decided.statusCode !== 200) throw new Error(`accept failed: ${decided.body}`);
      return applicationId;
    },
    sendOffer: (who: Member, applicationId: string, body: object = terms()) =>
      call('POST', '/contracts/offers', who, { applicationId, ...body }),
    answer: (who: Member, contractId: string, version: number, action: 'accept' | 'decline') =>
      call('POST', `/contracts/${contractId}/answer`, who, { version, action }),
    counter: (who: Member, contractId: string, version: number, body: object = terms()) =>
      call('POST', `/contracts/${contractId}/counter`, who, { version, ...body }),
    room: (who: Member | null, contractId: string) => call('GET', `/contracts/${contractId}`, who),
    propose: (who: Member, contractId: string, draft: object) =>
      call('POST', `/contracts/${contractId}/milestones`, who, draft),
    answerMilestone: (
      who: Member,
      contractId: string,
      milestoneId: string,
      action: 'agree' | 'reject',
    ) => call('POST', `/contracts/${contractId}/milestones/${milestoneId}/answer`, who, { action }),
    requestChanges: (who: Member, milestoneId: string, reason = 'Please use our brand colours.') =>
      call('POST', `/milestones/${milestoneId}/request-changes`, who, { reason }),
    approve: (who: Member, milestoneId: string, idempotencyKey = key()) =>
      call('POST', `/milestones/${milestoneId}/approve`, who, { idempotencyKey }),
    releasePart: (who: Member, milestoneId: string, amountPaisa: number, idempotencyKey = key()) =>
      call('POST', `/milestones/${milestoneId}/release-part`, who, {
        idempotencyKey,
        amountPaisa,
      }),
    addBonus: (who: Member, contractId: string, amountPaisa: number, idempotencyKey = key()) =>
      call('POST', `/contracts/${contractId}/bonus`, who, {
        idempotencyKey,
        amountPaisa,
        note: 'For the early launch',
      }),
    end: (who: Member, contractId: string, idempotencyKey = key(), reason = 'Done for now') =>
      call('POST', `/contracts/${contractId}/end`, who, { idempotencyKey, reason }),
  };
}

export type DealCalls = ReturnType<typeof dealCalls>;

/** An active contract between the two, from a fresh accepted application: its room. */
export async function activeContract(
  deal: DealCalls,
  company: Member,
  freelancer: Member,
  amounts?: number[],
): Promise<ContractDto> {
  const applicationId = await deal.acceptedApplication(company, freelancer);
  const sent = await deal.sendOffer(company, applicationId, terms(amounts));
  if (sent.statusCode !== 201) throw new Error(`offer failed: ${JSON.stringify(sent.json())}`);
  const accepted = await deal.answer(freelancer, sent.json().data.contract.id, 1, 'accept');
  if (accepted.statusCode !== 200)
    throw new Error(`accept failed: ${JSON.stringify(accepted.json())}`);
  return accepted.json().data.contract;
}

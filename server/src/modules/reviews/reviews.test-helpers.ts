import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/build-test-app';
import { activeContract, endContractRow } from '../../../test/active-contract';
import { fundMilestone } from '../../../test/funding';
import type { Member } from '../jobs/jobs.test-helpers';

/** Contracts at the end of their life and the reviews' calls, over the real app. */

export const DAY_MS = 86_400_000;

export const companyReview = (overrides: object = {}) => ({
  idempotencyKey: randomUUID(),
  overall: 4,
  ratings: { quality: 4, communication: 5, deadlines: 3 },
  text: 'Careful work, and the shop went live a day early.',
  privateRating: 8,
  ...overrides,
});

export const freelancerReview = (overrides: object = {}) => ({
  idempotencyKey: randomUUID(),
  overall: 5,
  ratings: { clarity: 5, communication: 4, payingOnTime: 5 },
  text: 'A clear brief, quick answers and paid on the day.',
  privateRating: 10,
  ...overrides,
});

/** A file the test app's clock reads its offset from, and a way to move it (lib/clock.ts). */
export function testClock() {
  const file = path.join(os.tmpdir(), `review-clock-${randomUUID()}`);
  let bump = 0;
  return {
    env: { TEST_CLOCK_OFFSET_FILE: file },
    /** Sets the server's clock `days` ahead of the real one. */
    travel(days: number) {
      fs.writeFileSync(file, String(Math.round(days * DAY_MS)));
      // The clock rereads the file when its modification time changes: make sure it does.
      bump += 1;
      fs.utimesSync(file, new Date(), new Date(Date.now() + bump * 1000));
    },
    remove: () => fs.rmSync(file, { force: true }),
  };
}

export function reviewCalls(t: TestApp) {
  const inject = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.headers ?? {},
      ...(payload && { payload }),
    });
  return {
    read: (who: Member | null, contractId: string) =>
      inject(who, 'GET', `/contracts/${contractId}/reviews`),
    submit: (who: Member, contractId: string, body: object) =>
      inject(who, 'POST', `/contracts/${contractId}/reviews`, body),
    reply: (who: Member, contractId: string, text = 'Thank you, a pleasure to work with.') =>
      inject(who, 'POST', `/contracts/${contractId}/reviews/reply`, { text }),
    person: (who: Member, side: string, id: string, query = '') =>
      inject(who, 'GET', `/reviews/${side}/${id}${query}`),
    adminPerson: (who: Member, side: string, id: string) =>
      inject(who, 'GET', `/admin/reviews/${side}/${id}`),
    /** Ends the contract the way its company does, through the contracts module. */
    end: (who: Member, contractId: string) =>
      inject(who, 'POST', `/contracts/${contractId}/end`, {
        idempotencyKey: randomUUID(),
        reason: 'The shop is live.',
      }),
    releasePart: (who: Member, milestoneId: string, amountPaisa = 1_000_000) =>
      inject(who, 'POST', `/milestones/${milestoneId}/release-part`, {
        idempotencyKey: randomUUID(),
        amountPaisa,
      }),
  };
}

/**
 * A contract between the two in one of the states reviews care about: `active`, `endedUnpaid`
 * (ended with its escrow refunded, nothing released) or `endedPaid` (part released, then ended).
 */
export async function contractIn(
  t: TestApp,
  state: 'active' | 'endedUnpaid' | 'endedPaid',
  company: Member,
  freelancer: Member,
): Promise<string> {
  const calls = reviewCalls(t);
  const { contractId, milestoneIds } = await activeContract(t, {
    companyId: company.id,
    freelancerId: freelancer.id,
  });
  if (state === 'active') return contractId;
  const milestoneId = milestoneIds[0]!;
  await fundMilestone(t.db, milestoneId);
  if (state === 'endedPaid') {
    const released = await calls.releasePart(company, milestoneId);
    if (released.statusCode !== 200) throw new Error(`release failed: ${released.body}`);
  }
  const ended = await calls.end(company, contractId);
  if (ended.statusCode !== 200) await endContractRow(t.db, contractId);
  return contractId;
}

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  feeOf,
  partlyReleasable,
  type ContractDto,
  type MilestoneStatus,
} from '@kaamyaab/shared-api/contract';
import { fundMilestone } from '../../../test/funding';
import { testAppForBlock } from '../../../test/per-block';
import { member, type Member } from '../jobs/jobs.test-helpers';
import {
  balanceOf,
  companyBalanceAccount,
  earningsAccount,
  escrowAccount,
  isOutsideWorld,
  ledgerTotal,
  payoutAccount,
} from '../ledger';
import {
  approveAs,
  batchAs,
  requestAs,
  savedMethod,
  sendAs,
} from '../payouts/payouts.test-helpers';
import { SIMULATOR_CLOSED_IBAN } from '../payouts/simulator.rail';
import { disputeCalls, statementOf, sweepAt } from '../disputes/disputes.test-helpers';
import { dealCalls, terms, type DealCalls } from './contracts.test-helpers';
import { sweepDueMilestones } from './release-sweep';

const DAY_MS = 24 * 3_600_000;
const FEE_BPS = 500;
const PAYOUT_MIN = 100_000;
const PAYOUT_FEE = 5_000;

/** What the model believes of one milestone. */
interface ModelMilestone {
  id: string;
  kind: 'work' | 'bonus';
  status: MilestoneStatus;
  amount: number;
  held: number;
  dispute?: ModelDispute;
}

/** A dispute as the model believes it (docs/decisions/031-disputes.md). */
interface ModelDispute {
  id: string;
  openedBy: 'company' | 'freelancer';
  amount: number;
  answerAmount: number | null;
  status: 'awaitingAnswer' | 'awaitingDecision' | 'resolved';
}

interface ModelContract {
  id: string;
  status: 'offered' | 'declined' | 'active' | 'ended';
  awaiting: 'company' | 'freelancer' | null;
  version: number;
  amounts: number[];
  milestones: ModelMilestone[];
  endedBy?: 'company' | 'freelancer';
}

const amount = fc.integer({ min: 50_000, max: 5_000_000 });
const amounts = fc.array(amount, { minLength: 1, maxLength: 3 });
const party = fc.constantFrom('company' as const, 'freelancer' as const);
const pick = fc.nat(20);
/** A share of what a milestone holds, in percent: what a side asks or an admin gives. */
const share = fc.nat(100);

/** One step of a deal's life, aimed at the contract and milestone the indices pick. */
const step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('offer' as const), amounts }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('counter' as const), c: pick, by: party, amounts }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      c: pick,
      by: party,
      accept: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('fund' as const), c: pick, m: pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('submit' as const), c: pick, m: pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('changes' as const), c: pick, m: pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('approve' as const), c: pick, m: pick }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('part' as const), c: pick, m: pick, amount }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('bonus' as const), c: pick, amount }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('sweep' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('end' as const), c: pick, by: party }), weight: 1 },
  // Earnings paid out: asked for to a good or a closed account, then approved and sent.
  {
    arbitrary: fc.record({ kind: fc.constant('payout' as const), amount, closed: fc.boolean() }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('sendPayout' as const), p: pick }), weight: 2 },
  // Disputes: opened, answered, accepted, decided by an admin, or past the deadline (the sweep).
  {
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      c: pick,
      m: pick,
      by: party,
      share,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('disputeAnswer' as const), c: pick, m: pick, share }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('disputeAccept' as const),
      c: pick,
      m: pick,
      by: party,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('disputeDecide' as const), c: pick, m: pick, share }),
    weight: 1,
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const opening = amounts.map((first): Step[] => [
  { kind: 'offer', amounts: first },
  { kind: 'answer', c: 0, by: 'freelancer', accept: true },
]);

describe('the money of random deals, against the real database', () => {
  const t = testAppForBlock({
    PLATFORM_FEE_BPS: String(FEE_BPS),
    PAYOUT_MIN_PAISA: String(PAYOUT_MIN),
    PAYOUT_FEE_BANK_PAISA: String(PAYOUT_FEE),
  });
  let deal: DealCalls;

  beforeAll(() => {
    deal = dealCalls(t);
  }, 60_000);

  const submitAs = async (who: Member, milestoneId: string) => {
    const form = new FormData();
    form.append('note', 'Here is the work');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/milestones/${milestoneId}/submit`,
      headers: { ...who.headers, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  /** Any owned account below zero, across the whole ledger. */
  async function negativeAccounts(): Promise<unknown[]> {
    const result = (await t.db.execute(
      sql`select account from ledger_entries where account not like 'incoming:%' group by account having sum(amount) < 0`,
    )) as unknown as { rows?: unknown[] } | unknown[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  }

  /**
   * The whole ledger by whose the money is: what the partner account holds (minus the outside
   * world's accounts), the platform's fees, and what it holds for others (every other account).
   */
  async function wholeLedger() {
    const result = (await t.db.execute(
      sql`select account, sum(amount)::bigint as total from ledger_entries group by account`,
    )) as unknown as
      { rows?: { account: string; total: string }[] } | { account: string; total: string }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    let partner = 0;
    let fees = 0;
    let heldForOthers = 0;
    for (const { account, total } of rows) {
      if (isOutsideWorld(account)) partner -= Number(total);
      else if (account === 'fees:platform') fees += Number(total);
      else heldForOthers += Number(total);
    }
    return { partner, fees, heldForOthers };
  }

  /** What the ledger holds for these people: every line that names them, but the outside world's. */
  async function heldFor(partyIds: string[]): Promise<number> {
    const result = (await t.db.execute(
      sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries
          where party_id in (${sql.join(
            partyIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            and account not like 'incoming:%' and account not like 'outgoing:%'`,
    )) as unknown as { rows?: { total: string }[] } | { total: string }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return Number(rows[0]?.total ?? 0);
  }

  it('keeps the ledger balanced, no owned balance negative, and every balance as modelled', async () => {
    let clock = Date.now();
    const moved: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(
        opening,
        fc.array(step, { minLength: 4, maxLength: 16 }),
        async (first, rest) => {
          // Every run opens with an accepted deal, so most steps reach money.
          const steps: Step[] = [...first, ...rest];
          const [company, freelancer, admin] = await Promise.all([
            member(t, 'company'),
            member(t, 'freelancer'),
            member(t, 'admin'),
          ]);
          const methods = {
            good: await savedMethod(t, freelancer, { makeDefault: true }),
            closed: await savedMethod(t, freelancer, { accountNumber: SIMULATOR_CLOSED_IBAN }),
          };
          /** Payouts asked for and not yet sent: their money waits on `payout:<id>`. */
          const onTheirWay: { id: string; amount: number; closed: boolean }[] = [];
          const who = { company, freelancer };
          const contracts: ModelContract[] = [];
          let earnings = 0;
          let refunded = 0;

          const contractAt = (index: number) =>
            contracts.length ? contracts[index % contracts.length] : undefined;
          const milestoneAt = (contract: ModelContract | undefined, index: number) =>
            contract?.milestones.length
              ? contract.milestones[index % contract.milestones.length]
              : undefined;
          const release = (milestone: ModelMilestone, value: number) => {
            earnings += value - feeOf(value, FEE_BPS);
            milestone.held -= value;
          };
          /** A settled dispute: its share released, the rest refunded, the milestone done. */
          const settle = (milestone: ModelMilestone, dispute: ModelDispute, value: number) => {
            refunded += milestone.held - value;
            release(milestone, value);
            milestone.held = 0;
            milestone.status = value > 0 ? 'released' : 'refunded';
            dispute.status = 'resolved';
          };
          const disputes = disputeCalls(t);
          const adopt = (model: ModelContract, room: ContractDto) => {
            for (const row of room.milestones)
              if (!model.milestones.some((known) => known.id === row.id))
                model.milestones.push({
                  id: row.id,
                  kind: row.kind,
                  status: row.status,
                  amount: row.amountPaisa,
                  held: 0,
                });
          };

          async function apply(s: Step): Promise<void> {
            moved[s.kind] = (moved[s.kind] ?? 0) + 1;
            if (s.kind === 'offer') {
              const applicationId = await deal.acceptedApplication(company, freelancer);
              const sent = await deal.sendOffer(company, applicationId, terms(s.amounts));
              expect(sent.statusCode).toBe(201);
              contracts.push({
                id: sent.json().data.contract.id,
                status: 'offered',
                awaiting: 'freelancer',
                version: 1,
                amounts: s.amounts,
                milestones: [],
              });
              return;
            }
            if (s.kind === 'payout') {
              const asked = await requestAs(
                t,
                freelancer,
                s.amount,
                undefined,
                s.closed ? methods.closed : methods.good,
              );
              if (s.amount < PAYOUT_MIN)
                return expect(asked.json().code).toBe('payoutBelowMinimum');
              if (s.amount > earnings) return expect(asked.json().code).toBe('payoutAboveBalance');
              expect(asked.statusCode).toBe(201);
              earnings -= s.amount;
              onTheirWay.push({
                id: asked.json().data.payout.id,
                amount: s.amount,
                closed: s.closed,
              });
              return;
            }
            if (s.kind === 'sendPayout') {
              const payout = onTheirWay[s.p % Math.max(onTheirWay.length, 1)];
              if (!payout) return;
              onTheirWay.splice(onTheirWay.indexOf(payout), 1);
              expect((await approveAs(t, admin, payout.id)).statusCode).toBe(200);
              const batch = await batchAs(t, admin, 'simulator', [payout.id]);
              expect(batch.statusCode).toBe(201);
              const sent = await sendAs(t, admin, batch.json().data.batch.id);
              expect(sent.statusCode).toBe(200);
              // The simulator's bank refuses the closed account: the money is earnings again.
              if (payout.closed) earnings += payout.amount;
              return;
            }
            if (s.kind === 'sweep') {
              clock += 8 * DAY_MS;
              await sweepDueMilestones({ db: t.db, log: t.app.log }, new Date(clock));
              await sweepAt(t, new Date(clock));
              for (const contract of contracts)
                for (const milestone of contract.milestones)
                  if (
                    milestone.status === 'submitted' ||
                    (milestone.kind === 'bonus' && milestone.status === 'funded')
                  ) {
                    release(milestone, milestone.held);
                    milestone.status = 'released';
                  } else if (milestone.dispute?.status === 'awaitingAnswer')
                    settle(milestone, milestone.dispute, milestone.dispute.amount);
              return;
            }
            const contract = contractAt(s.c);
            if (!contract) return;
            if (s.kind === 'counter' || s.kind === 'answer') {
              const turn = contract.status === 'offered' && contract.awaiting === s.by;
              const answer =
                s.kind === 'counter'
                  ? await deal.counter(who[s.by], contract.id, contract.version, terms(s.amounts))
                  : await deal.answer(
                      who[s.by],
                      contract.id,
                      contract.version,
                      s.accept ? 'accept' : 'decline',
                    );
              expect(answer.statusCode).toBe(turn ? 200 : 409);
              if (!turn) return;
              if (s.kind === 'counter') {
                contract.version += 1;
                contract.amounts = s.amounts;
                contract.awaiting = s.by === 'company' ? 'freelancer' : 'company';
              } else {
                contract.status = s.accept ? 'active' : 'declined';
                contract.awaiting = null;
                if (s.accept) adopt(contract, answer.json().data.contract);
                expect(contract.milestones.map((m) => m.amount)).toEqual(
                  s.accept ? contract.amounts : [],
                );
              }
              return;
            }
            if (s.kind === 'bonus') {
              const added = await deal.addBonus(company, contract.id, s.amount);
              expect(added.statusCode).toBe(contract.status === 'active' ? 201 : 409);
              if (added.statusCode === 201) adopt(contract, added.json().data.contract);
              return;
            }
            if (s.kind === 'end') {
              const ended = await deal.end(who[s.by], contract.id);
              // Ending again what one ended is answered as the first ending was.
              if (contract.status === 'ended' && contract.endedBy === s.by)
                return expect(ended.statusCode).toBe(200);
              if (contract.status !== 'active') return expect(ended.statusCode).toBe(409);
              if (contract.milestones.some((m) => m.status === 'submitted'))
                return expect(ended.json().code).toBe('workAwaitsDecision');
              if (contract.milestones.some((m) => m.status === 'disputed'))
                return expect(ended.json().code).toBe('disputeOpen');
              expect(ended.statusCode).toBe(200);
              contract.status = 'ended';
              contract.endedBy = s.by;
              for (const milestone of contract.milestones) {
                if (milestone.status === 'funded' || milestone.status === 'changesRequested') {
                  refunded += milestone.held;
                  milestone.held = 0;
                  milestone.status = 'refunded';
                } else if (
                  ['proposed', 'unfunded', 'awaitingConfirmation'].includes(milestone.status)
                )
                  milestone.status = 'cancelled';
              }
              return;
            }
            const milestone = milestoneAt(contract, s.m);
            if (!milestone) return;
            const active = contract.status === 'active';
            if (s.kind === 'fund') {
              // The pay-in's own rules are its module's: funding is only tried where it is legal.
              if (milestone.status !== 'unfunded') return;
              await fundMilestone(t.db, milestone.id);
              milestone.status = 'funded';
              milestone.held = milestone.amount;
              return;
            }
            if (s.kind === 'submit') {
              const legal =
                active &&
                (milestone.status === 'funded' || milestone.status === 'changesRequested');
              const sent = await submitAs(freelancer, milestone.id);
              expect(sent.statusCode).toBe(legal ? 200 : 409);
              if (legal) milestone.status = 'submitted';
              return;
            }
            if (s.kind === 'dispute') {
              const legal =
                active &&
                (milestone.status === 'submitted' || milestone.status === 'changesRequested');
              const asked = Math.floor((milestone.held * s.share) / 100);
              const opened = await disputes.open(
                who[s.by],
                milestone.id,
                statementOf({ amountPaisa: asked }),
              );
              expect(opened.statusCode).toBe(legal ? 201 : 409);
              if (!legal) return;
              milestone.status = 'disputed';
              milestone.dispute = {
                id: opened.json().data.dispute.id,
                openedBy: s.by,
                amount: asked,
                answerAmount: null,
                status: 'awaitingAnswer',
              };
              return;
            }
            if (
              s.kind === 'disputeAnswer' ||
              s.kind === 'disputeAccept' ||
              s.kind === 'disputeDecide'
            ) {
              const dispute = milestone.dispute;
              if (!dispute) return;
              const open = dispute.status !== 'resolved';
              if (s.kind === 'disputeAnswer') {
                const other = dispute.openedBy === 'company' ? freelancer : company;
                const offered = Math.floor((milestone.held * s.share) / 100);
                const answered = await disputes.answer(
                  other,
                  dispute.id,
                  statementOf({ amountPaisa: offered }),
                );
                const legal = dispute.status === 'awaitingAnswer';
                expect(answered.statusCode).toBe(legal ? 200 : 409);
                if (!legal) return;
                dispute.answerAmount = offered;
                dispute.status = 'awaitingDecision';
                return;
              }
              if (s.kind === 'disputeAccept') {
                const theirs = s.by === dispute.openedBy ? dispute.answerAmount : dispute.amount;
                const accepted = await disputes.accept(who[s.by], dispute.id);
                expect(accepted.statusCode).toBe(open && theirs !== null ? 200 : 409);
                if (open && theirs !== null) settle(milestone, dispute, theirs);
                return;
              }
              const given = Math.floor((milestone.held * s.share) / 100);
              const decided = await disputes.decide(admin, dispute.id, given);
              const legal = dispute.status === 'awaitingDecision';
              expect(decided.statusCode).toBe(legal ? 200 : 409);
              if (legal) settle(milestone, dispute, given);
              return;
            }
            if (s.kind === 'changes') {
              const legal = active && milestone.status === 'submitted';
              const asked = await deal.requestChanges(company, milestone.id);
              expect(asked.statusCode).toBe(legal ? 200 : 409);
              if (legal) milestone.status = 'changesRequested';
              return;
            }
            if (s.kind === 'approve') {
              const legal = active && milestone.status === 'submitted';
              const approved = await deal.approve(company, milestone.id);
              expect(approved.statusCode).toBe(legal ? 200 : 409);
              if (!legal) return;
              release(milestone, milestone.held);
              milestone.status = 'released';
              return;
            }
            // A partial release.
            const legal = active && partlyReleasable.includes(milestone.status);
            const part = await deal.releasePart(company, milestone.id, s.amount);
            if (!legal) return expect(part.statusCode).toBe(409);
            if (s.amount > milestone.held)
              return expect(part.json().code).toBe('amountAboveEscrow');
            expect(part.statusCode).toBe(200);
            release(milestone, s.amount);
            if (milestone.held === 0) milestone.status = 'released';
          }

          /** What the model says is held for this run's people: escrow and balances. */
          const modelledHeld = () =>
            contracts.reduce(
              (sum, contract) => sum + contract.milestones.reduce((held, m) => held + m.held, 0),
              0,
            ) +
            earnings +
            refunded +
            onTheirWay.reduce((sum, payout) => sum + payout.amount, 0);
          for (const s of steps) {
            await apply(s);
            expect(await ledgerTotal(t.db)).toBe(0);
            // Every paisa the partner account holds is someone's: held for others, or fees.
            const after = await wholeLedger();
            expect(after.partner).toBe(after.heldForOthers + after.fees);
            for (const payout of onTheirWay)
              expect(await balanceOf(t.db, payoutAccount(payout.id))).toBe(payout.amount);
            // What is held for this run's people is what the model says, wherever it sits.
            expect(await heldFor([company.id, freelancer.id])).toBe(modelledHeld());
            expect(await negativeAccounts()).toEqual([]);
            expect(await balanceOf(t.db, earningsAccount(freelancer.id))).toBe(earnings);
            expect(await balanceOf(t.db, companyBalanceAccount(company.id))).toBe(refunded);
            for (const contract of contracts)
              for (const milestone of contract.milestones)
                expect(await balanceOf(t.db, escrowAccount(contract.id, milestone.id))).toBe(
                  milestone.held,
                );
          }
          // The rooms say what the model says.
          for (const contract of contracts) {
            const room = (await deal.room(company, contract.id)).json().data.contract;
            expect(room.status).toBe(contract.status);
            expect(room.milestones.map((m) => [m.id, m.status, m.escrowPaisa])).toEqual(
              contract.milestones.map((m) => [m.id, m.status, m.held]),
            );
          }
        },
      ),
      { numRuns: Number(process.env.MONEY_RUNS ?? 20) },
    );
    console.info(`money: steps tried ${JSON.stringify(moved)}`);
    expect(await ledgerTotal(t.db)).toBe(0);
  }, 600_000);
});

import type { FastifyInstance } from 'fastify';
import { repeatingTask } from '../../lib/repeating-task';
import { lockMilestone } from '../contracts';
import { announce, type Told } from '../notifications';
import type { DisputesContext } from './disputes.context';
import { claimOverdueMilestones, lockDispute } from './disputes.repository';
import { resolveDispute } from './disputes.service';

/**
 * The disputes' deadline (docs/decisions/031-disputes.md): an unanswered dispute past its
 * `answer_due_at` is decided for the side that opened it, at the amount it asked. Milestones are
 * claimed with FOR UPDATE SKIP LOCKED (a request holding one decides it instead), each handled
 * in a savepoint of the batch, so one that fails is logged and tried at the next pass.
 */

const BATCH = 50;

export async function sweepOverdueDisputes(ctx: DisputesContext, now: Date): Promise<number> {
  const told: (Told | null)[] = [];
  let decided = 0;
  await ctx.db.transaction(async (tx) => {
    for (const claimed of await claimOverdueMilestones(tx, now, BATCH)) {
      try {
        await tx.transaction(async (savepoint) => {
          const { milestone, contract } = await lockMilestone(savepoint, claimed.milestoneId);
          const dispute = await lockDispute(savepoint, claimed.disputeId);
          if (dispute.status !== 'awaitingAnswer') return;
          told.push(
            ...(await resolveDispute(
              savepoint,
              now,
              { contract, milestone, dispute },
              {
                resolution: 'noAnswer',
                freelancerPaisa: dispute.amount,
                by: 'system',
                actorId: null,
                requestKey: null,
              },
            )),
          );
          decided += 1;
        });
      } catch (error) {
        ctx.log.error(
          { err: error, disputeId: claimed.disputeId },
          'the dispute sweep skipped one',
        );
      }
    }
  });
  announce(ctx.bus, told);
  if (decided > 0) ctx.log.info({ decided }, 'dispute sweep');
  return decided;
}

/** Runs the sweep every `everyMs` while the server listens; tests call `sweepOverdueDisputes`. */
export function startDisputeSweep(app: FastifyInstance, ctx: DisputesContext, everyMs: number) {
  const sweep = repeatingTask({
    what: 'the dispute sweep',
    log: ctx.log,
    everyMs,
    runOnce: () => sweepOverdueDisputes(ctx, ctx.settings.now()),
  });
  app.addHook('onListen', async () => sweep.start());
  app.addHook('onClose', () => sweep.stop());
}

import { repeatingTask, type RepeatingTask } from '../../../lib/repeating-task';
import type { PayInsContext } from '../pay-ins.context';
import { railPayIn } from '../pay-ins.context';
import type { Inquire } from './jazzcash-inquiry';
import { txnRefNoOf } from './jazzcash-protocol';
import { closePayIn, receiveNotice } from './jazzcash.notices';
import { checkoutExpiry, type JazzCashSettings } from './jazzcash.rail';
import { waitingJazzCashPayIns } from './jazzcash.repository';

/**
 * The fallback when neither the return nor the notification came (the browser closed, the IPN
 * lost): JazzCash pay-ins still waiting some minutes after their checkout started are asked
 * about with the status inquiry, and its signed answer is applied as any notice. A checkout past
 * its expiry that the provider says was not paid is closed, so the company can start another;
 * money that still came later is the company's (settlePayIn credits it).
 *
 * Every process may run it: the inquiry holds no lock while it waits for the provider, and what
 * it applies is applied once whoever applies it (settlePayIn's key, the pay-in's status).
 */

const BATCH = 20;
export const CHECKOUT_EXPIRED = 'The JazzCash checkout expired before it was paid.';

export interface JazzCashSweepOptions {
  ctx: PayInsContext;
  settings: JazzCashSettings & { JAZZCASH_INQUIRY_AFTER_MINUTES: number };
  inquire: Inquire;
  now: () => Date;
}

export interface JazzCashSweepReport {
  asked: number;
  settled: number;
  closed: number;
  unanswered: number;
}

export async function sweepWaitingCheckouts({
  ctx,
  settings,
  inquire,
  now,
}: JazzCashSweepOptions): Promise<JazzCashSweepReport> {
  const at = now();
  const startedBy = new Date(at.getTime() - settings.JAZZCASH_INQUIRY_AFTER_MINUTES * 60_000);
  const report = { asked: 0, settled: 0, closed: 0, unanswered: 0 };
  for (const payIn of await waitingJazzCashPayIns(ctx.db, startedBy, BATCH)) {
    report.asked += 1;
    try {
      const answer = await inquire(txnRefNoOf(payIn.reference));
      if (!answer) {
        report.unanswered += 1;
        continue;
      }
      const { outcome } = await receiveNotice(ctx, settings, 'inquiry', answer);
      if (outcome === 'funded' || outcome === 'credited') report.settled += 1;
      if (outcome === 'refused') report.closed += 1;
      const expired = at > checkoutExpiry(railPayIn(payIn), settings);
      if (outcome === 'pending' && expired && (await closePayIn(ctx, payIn, CHECKOUT_EXPIRED)))
        report.closed += 1;
    } catch (error) {
      // One pay-in's failure waits for the next pass; the others go on.
      ctx.log.error({ err: error, payInId: payIn.id }, 'the JazzCash status inquiry failed');
    }
  }
  return report;
}

export type JazzCashSweep = RepeatingTask<JazzCashSweepReport>;

export function createJazzCashSweep(
  options: JazzCashSweepOptions & { everyMs: number },
): JazzCashSweep {
  return repeatingTask({
    what: 'the JazzCash sweep',
    log: options.ctx.log,
    everyMs: options.everyMs,
    runOnce: () => sweepWaitingCheckouts(options),
  });
}

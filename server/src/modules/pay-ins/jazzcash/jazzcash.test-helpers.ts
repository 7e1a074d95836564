import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { DEV_JAZZCASH } from '../../../config/env';
import { ledgerTransactions, milestones, payIns, providerNotices } from '../../../db/schema';
import {
  createJazzCashSimulator,
  type JazzCashSimulator,
} from '../../../simulators/jazzcash/simulator';
import type { TestApp } from '../../../../test/build-test-app';
import type { Member } from '../../jobs/jobs.test-helpers';
import { railsOf } from '../bank-transfer.rail';
import { freshKey } from '../pay-ins.test-helpers';
import { payInLedgerKey } from '../settle-pay-in';
import { jazzCashInquiry } from './jazzcash-inquiry';
import { sweepWaitingCheckouts } from './jazzcash.sweep';

/** The JazzCash side of the tests: the simulator beside the real app, and the calls they make. */

export const IPN_URL = '/api/v1/pay-ins/jazzcash/ipn';
export const RETURN_URL = '/api/v1/pay-ins/jazzcash/return';

export interface CheckoutDto {
  id: string;
  contractId: string;
  reference: string;
  amountPaisa: number;
  createdAt: string;
  checkout: { url: string; fields: Record<string, string>; expiresAt: string };
}

export const ipn = (t: TestApp, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: IPN_URL, payload: fields });

/** As the browser posts the return: a form. */
export const browserReturn = (t: TestApp, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: RETURN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * The simulator listening (the inquiry is asked over HTTP, as in production), its IPNs delivered
 * into the app in-process. `lateMs` is the late scenario's delay.
 */
export function simulatorForBlock(t: TestApp, lateMs = 300) {
  let simulator: JazzCashSimulator | undefined;
  let url = '';
  beforeAll(async () => {
    simulator = createJazzCashSimulator({
      merchantId: DEV_JAZZCASH.JAZZCASH_MERCHANT_ID,
      password: DEV_JAZZCASH.JAZZCASH_PASSWORD,
      salt: DEV_JAZZCASH.JAZZCASH_INTEGRITY_SALT,
      ipnUrl: IPN_URL,
      lateMs,
      deliverIpn: async (fields) => {
        const answer = await ipn(t, fields);
        if (answer.statusCode !== 200) throw new Error(`IPN answered ${answer.body}`);
      },
    });
    await simulator.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(simulator.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => simulator?.app.close());
  const sim = () => {
    if (!simulator) throw new Error('the simulator starts in beforeAll');
    return simulator;
  };
  return {
    sim,
    /** The sweep as the server runs it, at `now`, asking the listening simulator. */
    sweep: (now: Date) => {
      const settings = {
        ...t.app.config,
        JAZZCASH_INQUIRY_URL: `${url}/ApplicationAPI/API/PaymentInquiry/Inquire`,
      };
      return sweepWaitingCheckouts({
        ctx: {
          db: t.db,
          log: t.app.log,
          rails: railsOfApp(t),
          storage: t.app.storage,
          bus: t.app.bus,
        },
        settings,
        inquire: jazzCashInquiry(settings),
        now: () => now,
      });
    },
  };
}

const railsOfApp = (t: TestApp) => railsOf(t.app.config);

export function startJazzCash(t: TestApp, who: Member, milestoneId: string, key = freshKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/milestones/${milestoneId}/pay-in`,
    headers: who.headers,
    payload: { idempotencyKey: key, rail: 'jazzCash' },
  });
}

/** A JazzCash pay-in started and its checkout opened at the simulator, as the browser does. */
export async function openedCheckout(
  t: TestApp,
  sim: JazzCashSimulator,
  who: Member,
  milestoneId: string,
): Promise<CheckoutDto> {
  const started = await startJazzCash(t, who, milestoneId);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const payIn = started.json().data.payIn as CheckoutDto;
  const opened = sim.open(payIn.checkout.fields);
  if (opened.status !== 200) throw new Error(`checkout refused: ${opened.html}`);
  return payIn;
}

/** The ledger transactions of a pay-in's money: one at most, ever. */
export async function postingsOf(t: TestApp, payInId: string) {
  return t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, payInLedgerKey(payInId)));
}

export async function stateOf(t: TestApp, payInId: string) {
  const [payIn] = await t.db.select().from(payIns).where(eq(payIns.id, payInId));
  const [milestone] = await t.db
    .select()
    .from(milestones)
    .where(eq(milestones.id, payIn!.milestoneId));
  const notices = await t.db
    .select()
    .from(providerNotices)
    .where(eq(providerNotices.payInId, payInId))
    .orderBy(providerNotices.receivedAt);
  return { payIn: payIn!, milestone: milestone!, notices };
}

/** A moment `minutes` after the pay-in started, by the database's own stamp. */
export const minutesAfter = (payIn: { createdAt: string }, minutes: number) =>
  new Date(new Date(payIn.createdAt).getTime() + minutes * 60_000);

import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * The admins' money desk (docs/decisions/029-paying-in-and-out.md): in one place, what waits for
 * an admin, whose the money in the partner account is, and every admin action on money.
 */

/** What the ledger holds, by whose it is: every kind but `fees` is held for others. */
export const holdingKinds = [
  'escrow',
  'earnings',
  'companyBalances',
  'payouts',
  'unmatched',
  'taxWithheld',
] as const;
export type HoldingKind = (typeof holdingKinds)[number];

/** The queues an admin works through, each a page of its own. */
export const deskQueues = [
  'payInsToConfirm',
  'unmatchedStatementLines',
  'payoutsToApprove',
  // Disputes (docs/decisions/031-disputes.md)
  'disputesToDecide',
] as const;
export type DeskQueue = (typeof deskQueues)[number];

/** The admin actions that move or decide money: the desk's audit trail lists these. */
export const moneyAdminActions = [
  'payInConfirmed',
  'payInRefused',
  'statementImported',
  'statementLineApplied',
  'statementLineCredited',
  'statementLineRefunded',
  'payoutApproved',
  'payoutFirstApproval',
  'payoutSecondApproval',
  'payoutBatchMade',
  'payoutBatchSent',
  'payoutMarkedPaid',
  'payoutMarkedFailed',
  'payoutOfRemainingEarnings',
  // Disputes (docs/decisions/031-disputes.md)
  'disputeDecided',
] as const;
export type MoneyAdminAction = (typeof moneyAdminActions)[number];

export const MoneyDeskDto = onFirstUse(() =>
  z.object({
    /** What the partner account should hold: everything below, fees included. */
    partnerAccountPaisa: z.int(),
    heldForOthersPaisa: z.int(),
    feesPaisa: z.int(),
    holdings: z.array(z.object({ kind: z.enum(holdingKinds), amountPaisa: z.int() })),
    queues: z.array(z.object({ queue: z.enum(deskQueues), count: z.int(), amountPaisa: z.int() })),
  }),
);
export type MoneyDeskDto = z.infer<typeof MoneyDeskDto>;

export const MoneyAuditEntryDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    action: z.enum(moneyAdminActions),
    admin: z.object({ id: z.string(), name: z.string() }),
    subjectId: z.string(),
    /** What the action recorded (an amount in paisa, a reason, a reference), as text. */
    detail: z.record(z.string(), z.string()),
    createdAt: z.string().check(z.meta({ description: 'ISO 8601' })),
  }),
);
export type MoneyAuditEntryDto = z.infer<typeof MoneyAuditEntryDto>;

export const MONEY_AUDIT_PAGE_DEFAULT = 20;
export const MoneyAuditQuery = onFirstUse(() =>
  z.object({ ...pageFields(MONEY_AUDIT_PAGE_DEFAULT, 100) }),
);

export const moneyDesk = endpoint({
  operationId: 'moneyDesk',
  method: 'GET',
  path: '/admin/money/desk',
  tag: 'payments',
  summary: "What waits for an admin, and the ledger's money by whose it is (admins)",
  who: ['admin'],
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ desk: MoneyDeskDto }))),
  errors: [],
});

export const moneyAudit = endpoint({
  operationId: 'moneyAudit',
  method: 'GET',
  path: '/admin/money/audit',
  tag: 'payments',
  summary: 'Every admin action on money, newest first: who, what, when (admins)',
  who: ['admin'],
  query: MoneyAuditQuery,
  status: 200,
  answer: onFirstUse(() =>
    envelope(
      z.object({ entries: z.array(MoneyAuditEntryDto), nextCursor: z.nullable(z.string()) }),
    ),
  ),
  errors: ['badCursor'],
});

export const moneyDeskEndpoints = [moneyDesk, moneyAudit];

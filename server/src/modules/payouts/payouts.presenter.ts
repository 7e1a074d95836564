import {
  maskPayoutNumber,
  type AdminPayoutDto,
  type PayoutBatchDto,
  type PayoutDto,
  type PayoutMethodDto,
  type PayoutMethodKind,
} from '@kaamyaab/shared-api/contract';
import type {
  AdminPayoutView,
  PayoutBatchRow,
  PayoutMethodRow,
  PayoutView,
} from './payouts.repository';

/** Rows in the contract's shape: an account number only ever leaves masked. */

const KIND_NAMES: Record<PayoutMethodKind, string> = {
  iban: 'IBAN',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
};

/** `IBAN PK36****************6702`: how a notice names where the money went. */
export const destinationOf = (method: PayoutMethodRow) =>
  `${KIND_NAMES[method.kind]} ${maskPayoutNumber(method.kind, method.accountNumber)}`;

export function presentMethod(method: PayoutMethodRow): PayoutMethodDto {
  return {
    id: method.id,
    kind: method.kind,
    maskedNumber: maskPayoutNumber(method.kind, method.accountNumber),
    accountTitle: method.accountTitle,
    isDefault: method.isDefault,
    createdAt: method.createdAt.toISOString(),
  };
}

export function presentPayout({ payout, method }: PayoutView): PayoutDto {
  return {
    id: payout.id,
    amountPaisa: payout.amount,
    feePaisa: payout.fee,
    netPaisa: payout.amount - payout.fee,
    status: payout.status,
    method: {
      kind: method.kind,
      maskedNumber: maskPayoutNumber(method.kind, method.accountNumber),
      accountTitle: method.accountTitle,
    },
    requestedBy: payout.requestedByType,
    needsSecondApproval: payout.needsSecondApproval,
    failureReason: payout.failureReason,
    createdAt: payout.createdAt.toISOString(),
    decidedAt: payout.decidedAt?.toISOString() ?? null,
  };
}

const approval = (adminId: string | null, name: string | null, at: Date | null) =>
  adminId && at ? { adminId, adminName: name ?? '', at: at.toISOString() } : null;

export function presentAdminPayout(view: AdminPayoutView): AdminPayoutDto {
  const { payout } = view;
  return {
    ...presentPayout(view),
    freelancer: {
      id: payout.freelancerId,
      name: view.freelancerName,
      closed: view.freelancerClosed,
    },
    firstApproval: approval(payout.firstApprovedBy, view.firstAdminName, payout.firstApprovedAt),
    secondApproval: approval(
      payout.secondApprovedBy,
      view.secondAdminName,
      payout.secondApprovedAt,
    ),
    batchId: payout.batchId,
    bankReference: payout.bankReference,
  };
}

export function presentBatch(
  batch: PayoutBatchRow,
  counts: { paid: number; failed: number } = { paid: 0, failed: 0 },
): PayoutBatchDto {
  return {
    id: batch.id,
    rail: batch.rail,
    status: batch.status,
    payoutCount: batch.payoutCount,
    totalPaisa: batch.total,
    paidCount: counts.paid,
    failedCount: counts.failed,
    createdAt: batch.createdAt.toISOString(),
    sentAt: batch.sentAt?.toISOString() ?? null,
    settledAt: batch.settledAt?.toISOString() ?? null,
  };
}

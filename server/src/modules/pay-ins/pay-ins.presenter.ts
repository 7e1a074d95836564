import type { AdminPayInDto, HostedCheckoutDto, PayInDto } from '@kaamyaab/shared-api/contract';
import type { KeysetPage } from '../../lib/keyset-page';
import type { Rails } from './pay-in-rail';
import { railPayIn } from './pay-ins.context';
import type { AdminPayInView, PayInRow } from './pay-ins.repository';

/** An online rail's checkout, while the pay-in waits for its payment and only then. */
function checkoutOf(payIn: PayInRow, rails: Rails): HostedCheckoutDto | null {
  const rail = rails[payIn.rail];
  if (payIn.status !== 'awaitingPayment' || !rail.checkout) return null;
  const { url, fields, expiresAt } = rail.checkout(railPayIn(payIn));
  return { url, fields, expiresAt: expiresAt.toISOString() };
}

/** A pay-in in the contract's shape; where to pay comes from its rail, never from the row. */
export function presentPayIn(payIn: PayInRow, rails: Rails): PayInDto {
  return {
    id: payIn.id,
    contractId: payIn.contractId,
    milestoneId: payIn.milestoneId,
    rail: payIn.rail,
    amountPaisa: payIn.amount,
    reference: payIn.reference,
    status: payIn.status,
    transactionId: payIn.transactionId,
    proofFileId: payIn.proofFileId,
    refusedReason: payIn.refusedReason,
    instructions: rails[payIn.rail].startPayIn(railPayIn(payIn)),
    checkout: checkoutOf(payIn, rails),
    createdAt: payIn.createdAt.toISOString(),
    decidedAt: payIn.decidedAt?.toISOString() ?? null,
  };
}

/** What the admin's queue shows: the pay-in, whose it is, and why to look twice. */
export function presentAdminPayIn(view: AdminPayInView, rails: Rails): AdminPayInDto {
  return {
    ...presentPayIn(view.payIn, rails),
    company: { id: view.payIn.companyId, name: view.companyName ?? '' },
    contractTitle: view.contractTitle ?? '',
    milestoneTitle: view.milestoneTitle,
    flags: view.payIn.flags,
  };
}

export function presentPayInsPage(
  { rows, limit, nextCursor }: KeysetPage<AdminPayInView>,
  rails: Rails,
) {
  return { payIns: rows.map((row) => presentAdminPayIn(row, rails)), limit, nextCursor };
}

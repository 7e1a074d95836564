import type { DealParty, MoneySummaryDto } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import {
  decodeCursor,
  encodeCursor,
  newestCursor,
  type KeysetCursor,
} from '../../lib/keyset-cursor';
import { readKeysetPage, type KeysetPage, type PageCursor } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { balanceOf, companyBalanceAccount, earningsAccount } from '../ledger';
import { karachiMonthStart } from './karachi-time';
import {
  allPartyLines,
  companyTotals,
  escrowOfActiveContracts,
  findContract,
  latestFeeBps,
  listContractLines,
  listPartyLines,
  receivedSince,
  type LedgerLineView,
} from './money.repository';
import { statementLineOf } from './money.presenter';
import { statementCsv } from './statement-csv';

/**
 * Each party's money, read from the ledger and nothing else: the summary is sums of entries, the
 * statement is the entries themselves. A party reads only its own; a contract's ledger is for
 * its two parties and admins.
 */

/** Decision 028's fee when the party has no contract yet to name the one fixed on it. */
const DEFAULT_FEE_BPS = 500;

const partyOfActor = (actor: Actor): { role: DealParty; id: string } => {
  if (actor.type === 'admin') throw new ApiError('wrongRole');
  return { role: actor.type, id: actor.id };
};

export async function moneySummary(
  ctx: ServiceContext,
  actor: Actor,
  now: Date = new Date(),
): Promise<MoneySummaryDto> {
  const party = partyOfActor(actor);
  const inEscrowPaisa = await escrowOfActiveContracts(ctx.db, party);
  const feeBps = (await latestFeeBps(ctx.db, party)) ?? DEFAULT_FEE_BPS;
  if (party.role === 'freelancer') {
    const earnings = earningsAccount(party.id);
    return {
      role: 'freelancer',
      availablePaisa: await balanceOf(ctx.db, earnings),
      inEscrowPaisa,
      releasedPaisa: await receivedSince(ctx.db, earnings, karachiMonthStart(now)),
      fundedPaisa: 0,
      refundedPaisa: 0,
      feeBps,
    };
  }
  const totals = await companyTotals(ctx.db, party.id);
  return {
    role: 'company',
    availablePaisa: await balanceOf(ctx.db, companyBalanceAccount(party.id)),
    inEscrowPaisa,
    // What left its escrows went to the freelancer or back to the company's balance.
    releasedPaisa: totals.escrowOut - totals.refunded,
    fundedPaisa: totals.funded,
    refundedPaisa: totals.refunded,
    feeBps,
  };
}

const newestLines = newestCursor((line: LedgerLineView) => line);
const oldestLines: PageCursor<KeysetCursor, LedgerLineView> = {
  decode: decodeCursor,
  encode: (line) => encodeCursor(line),
};

/** The party's own lines, newest first, a page at a time. */
export function moneyStatement(
  ctx: ServiceContext,
  actor: Actor,
  request: { limit: number; after?: string },
): Promise<KeysetPage<LedgerLineView>> {
  const party = partyOfActor(actor);
  return readKeysetPage(request, (query) => listPartyLines(ctx.db, party.id, query), newestLines);
}

/** The party's whole statement as CSV, oldest first with each account's running balance. */
export async function moneyStatementCsv(ctx: ServiceContext, actor: Actor): Promise<string> {
  const party = partyOfActor(actor);
  const lines = await allPartyLines(ctx.db, party.id);
  return statementCsv(
    lines.map((line) => {
      const dto = statementLineOf(line);
      return { ...dto, at: line.createdAt };
    }),
  );
}

/** Every line of one contract, on every account, oldest first: for its parties and admins. */
export async function contractLedger(
  ctx: ServiceContext,
  actor: Actor,
  contractId: string,
  request: { limit: number; after?: string },
): Promise<KeysetPage<LedgerLineView>> {
  const contract = await findContract(ctx.db, contractId);
  if (!contract) throw new ApiError('contractNotFound');
  const isParty =
    (actor.type === 'company' && actor.id === contract.companyId) ||
    (actor.type === 'freelancer' && actor.id === contract.freelancerId);
  if (actor.type !== 'admin' && !isParty) throw new ApiError('notContractParty');
  return readKeysetPage(
    request,
    (query) => listContractLines(ctx.db, contractId, query),
    oldestLines,
  );
}

import { useCallback, useEffect, useState } from 'react';
import type {
  ContractSummaryDto,
  DealParty,
  MoneySummaryDto,
  StatementLineDto,
} from '@kaamyaab/shared-api/contract';
import { dealsApi, STATEMENT_CSV_URL } from './deals';
import { usePages } from './use-pages';
import { renderLink } from './link-renderers';
import { contractPath, contractsPaths } from './deal-paths';

/** A party's offers and contracts, a page at a time, each linking to its room. */
export function useContracts(role: DealParty) {
  const readPage = useCallback(async (after?: string) => {
    const { contracts, nextCursor } = await dealsApi.myContracts(after);
    return { items: contracts, nextCursor };
  }, []);
  const list = usePages<ContractSummaryDto>(readPage, 'contracts');
  return {
    role,
    list,
    hrefOf: (contractId: string) => contractPath(role, contractId),
    renderLink,
  };
}

type Summary =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: MoneySummaryDto };

/**
 * A freelancer's Earnings or a company's Payments: the ledger's sums, then the statement a page
 * at a time ("Show more") and the whole of it as CSV.
 */
export function useMoney(role: DealParty) {
  const [summary, setSummary] = useState<Summary>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    dealsApi
      .moneySummary()
      .then((read) => live && setSummary({ status: 'ready', summary: read }))
      .catch(() => live && setSummary({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  const readPage = useCallback(async (after?: string) => {
    const { lines, nextCursor } = await dealsApi.statement(after);
    return { items: lines, nextCursor };
  }, []);
  const statement = usePages<StatementLineDto>(readPage, 'statement');
  return {
    role,
    summary,
    statement,
    csvHref: STATEMENT_CSV_URL,
    contractHref: (contractId: string) => contractPath(role, contractId),
    contractsHref: contractsPaths[role],
    renderLink,
  };
}

import type { ReactNode } from 'react';
import { PageHeading, formatDate, useDocumentMeta } from '@kaamyaab/shared-ui';
import { LoadMoreButton, ListNote } from '@kaamyaab/shared-ui/listings';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import { Box, Muted, PlainList, Tag } from './deal-styles';
import type { ContractSummaryView, DealRole } from './deal-types';

/** The other side of a deal, whose name a party's list shows. */
const otherSide = { company: 'freelancer', freelancer: 'company' } as const;

export interface ContractsListProps {
  role: DealRole;
  list: {
    status: 'loading' | 'ready' | 'failed';
    items: ContractSummaryView[];
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => void;
  };
  hrefOf: (contractId: string) => string;
  renderLink: (link: { to: string; children: ReactNode }) => ReactNode;
}

/** A party's offers and contracts, latest activity first, each opening its room. */
export function ContractsList({ role, list, hrefOf, renderLink }: ContractsListProps) {
  const { t, language } = useDealsT();
  useDocumentMeta(t('list.heading'), t('meta.contracts'));
  let body: ReactNode;
  if (list.status === 'loading') body = <ListNote role="status">{t('list.loading')}</ListNote>;
  else if (list.status === 'failed') body = <ListNote role="alert">{t('list.failed')}</ListNote>;
  else if (list.items.length === 0) body = <ListNote>{t('list.none')}</ListNote>;
  else
    body = (
      <PlainList>
        {list.items.map((contract) => {
          const other = contract[otherSide[role]].name;
          return (
            <Box key={contract.id}>
              <h2>
                {renderLink({ to: hrefOf(contract.id), children: <bdi>{contract.title}</bdi> })}
              </h2>
              <Muted>
                {t('list.with', { name: other })} · <Tag>{t(`status.${contract.status}`)}</Tag> ·{' '}
                {formatDate(contract.updatedAt, language)}
              </Muted>
              <p>
                {t('list.total', { amount: formatPaisa(contract.totalPaisa, language) })} ·{' '}
                {t('list.inEscrow', { amount: formatPaisa(contract.escrowPaisa, language) })}
              </p>
              {contract.status === 'offered' && contract.awaiting && (
                <p>
                  <strong>
                    {contract.awaiting === role
                      ? t('list.yourTurn')
                      : t('list.theirTurn', { name: other })}
                  </strong>
                </p>
              )}
            </Box>
          );
        })}
      </PlainList>
    );
  return (
    <section aria-labelledby="contracts-heading">
      <PageHeading id="contracts-heading">{t('list.heading')}</PageHeading>
      {body}
      {list.hasMore && (
        <LoadMoreButton onClick={list.loadMore} loading={list.loadingMore}>
          {t('list.more')}
        </LoadMoreButton>
      )}
    </section>
  );
}

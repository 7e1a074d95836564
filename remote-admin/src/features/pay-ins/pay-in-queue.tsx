import { useRef, useState } from 'react';
import { useAdminContract, useContractInvoices, usePayInQueue } from '@kaamyaab/shared-api/client';
import { PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { CardList, ListNote, LoadMoreButton } from '@kaamyaab/shared-ui/listings';
import { ContractRoom, StatementTable } from '@kaamyaab/shared-ui/deals';
import { useAdminT } from '../../i18n/admin-strings';
import { PayInItem } from './pay-in-item';

/** Payments to confirm: each pay-in waiting, oldest first; a decided one leaves the list. */
export function PayInQueue() {
  const { t } = useAdminT();
  useDocumentMeta(t('payIns.title'), t('payIns.metaDescription'));
  const { list, ...decide } = usePayInQueue();
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const decided = (sentence: string) => {
    setSaid(sentence);
    // The item and its buttons are gone: focus goes to what happened, announced once.
    requestAnimationFrame(() => status.current?.focus());
  };
  return (
    <section aria-labelledby="pay-ins-heading">
      <PageHeading id="pay-ins-heading">{t('payIns.title')}</PageHeading>
      <p ref={status} tabIndex={-1} role="status" aria-live="polite">
        {said}
      </p>
      {list.status === 'loading' && <ListNote role="status">{t('payIns.loading')}</ListNote>}
      {list.status === 'failed' && <ListNote role="alert">{t('payIns.failed')}</ListNote>}
      {list.status === 'ready' && list.items.length === 0 && (
        <ListNote>{t('payIns.none')}</ListNote>
      )}
      <CardList>
        {list.items.map((payIn) => (
          <PayInItem key={payIn.id} payIn={payIn} onDecided={decided} {...decide} />
        ))}
      </CardList>
      {list.hasMore && (
        <LoadMoreButton onClick={list.loadMore} loading={list.loadingMore}>
          {t('payIns.loadMore')}
        </LoadMoreButton>
      )}
    </section>
  );
}

/** A contract as its parties see it, read-only, with its ledger lines below. */
export function AdminContract() {
  const { t } = useAdminT();
  useDocumentMeta(t('contract.metaTitle'), t('contract.metaTitle'));
  const { ledger, ...room } = useAdminContract();
  const invoices = useContractInvoices(room.contract);
  return (
    <ContractRoom {...room} listLabel={t('layout.payIns')} invoices={invoices}>
      <section aria-labelledby="ledger-heading">
        <h2 id="ledger-heading">{t('contract.ledger')}</h2>
        <StatementTable
          statement={ledger}
          contractHref={() => room.listHref}
          renderLink={room.renderLink}
        />
      </section>
    </ContractRoom>
  );
}

import { useEffect, useId, useState } from 'react';
import { paths } from '@kaamyaab/shared-api';
import { Link } from '@kaamyaab/shared-api/router';
import { moneyDeskApi } from '@kaamyaab/shared-api/client';
import type { DeskQueue, MoneyAuditEntryDto, MoneyDeskDto } from '@kaamyaab/shared-api/contract';
import { Card, PageHeading, formatDateTime, logger, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner } from '@kaamyaab/shared-ui/forms';
import { DetailsList, ListNote, LoadMoreButton, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { formatPaisa } from '@kaamyaab/shared-ui/deals';
import { useAdminT } from '../../i18n/admin-strings';
import { countIn } from '../../i18n/numbers';
import { useCursorList } from '../../lib/use-cursor-list';

/** Where each queue is worked. */
const queuePages: Record<DeskQueue, string> = {
  payInsToConfirm: paths.adminPayIns,
  unmatchedStatementLines: paths.adminStatements,
  payoutsToApprove: paths.adminPayouts,
  disputesToDecide: paths.adminDisputes,
};

/** What waits for an admin, each queue a link to where it is worked. */
function Queues({ desk }: { desk: MoneyDeskDto }) {
  const { t, language } = useAdminT();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('moneyDesk.waiting')}</h2>
      <ul>
        {desk.queues.map((queue) => (
          <li key={queue.queue}>
            <Link to={queuePages[queue.queue]}>{t(`moneyDesk.queues.${queue.queue}`)}</Link>{' '}
            {t('moneyDesk.queueLine', {
              count: countIn(language, queue.count),
              amount: formatPaisa(queue.amountPaisa, language),
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The partner account's money by whose it is: held for others, and the platform's fees. */
function Holdings({ desk }: { desk: MoneyDeskDto }) {
  const { t, language } = useAdminT();
  const headingId = useId();
  const money = (paisa: number) => formatPaisa(paisa, language);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('moneyDesk.holdings')}</h2>
      <DetailsList
        rows={[
          [t('moneyDesk.partnerAccount'), money(desk.partnerAccountPaisa)],
          [t('moneyDesk.heldForOthers'), money(desk.heldForOthersPaisa)],
          ...desk.holdings.map(
            (holding) =>
              [t(`moneyDesk.kinds.${holding.kind}`), money(holding.amountPaisa)] as [
                string,
                string,
              ],
          ),
          [t('moneyDesk.fees'), money(desk.feesPaisa)],
        ]}
      />
    </Card>
  );
}

/** Every admin decision on money, newest first: who, what, on which record, when. */
function AuditTrail() {
  const { t, language } = useAdminT();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const { items, next, loading, load } = useCursorList({
    readPage: (after?: string) => moneyDeskApi.audit(after),
    itemsOf: (page) => page.entries,
    onPage: () => setFailed(false),
    onFailure: (error) => {
      logger.error('Loading the money audit failed', error);
      setFailed(true);
    },
  });
  const rowsOf = (entry: MoneyAuditEntryDto): [string, string][] => [
    [t('moneyDesk.by'), entry.admin.name],
    [t('moneyDesk.when'), formatDateTime(entry.createdAt, language)],
    [t('moneyDesk.subject'), entry.subjectId],
  ];
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('moneyDesk.audit')}</h2>
      <ErrorBanner message={failed ? t('moneyDesk.auditFailed') : null} />
      {!items ? (
        failed ? null : (
          <SkeletonList count={1} />
        )
      ) : items.length === 0 ? (
        <ListNote>{t('moneyDesk.auditNone')}</ListNote>
      ) : (
        <ol aria-labelledby={headingId}>
          {items.map((entry) => (
            <li key={entry.id}>
              <h3>{t(`moneyDesk.actions.${entry.action}`)}</h3>
              <DetailsList rows={rowsOf(entry)} />
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <LoadMoreButton loading={loading} onClick={() => void load(next)}>
          {t('moneyDesk.auditLoadMore')}
        </LoadMoreButton>
      ) : null}
    </Card>
  );
}

/** The admins' money desk: one place for the queues, the holdings and the audit trail. */
export function MoneyDesk() {
  const { t } = useAdminT();
  useDocumentMeta(t('moneyDesk.title'), t('moneyDesk.metaDescription'));
  const [desk, setDesk] = useState<MoneyDeskDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    moneyDeskApi.desk().then(
      (read) => current && setDesk(read),
      (error: unknown) => {
        logger.error('Loading the money desk failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section aria-labelledby="money-desk-heading">
      <PageHeading id="money-desk-heading">{t('moneyDesk.title')}</PageHeading>
      <ErrorBanner message={failed ? t('moneyDesk.failed') : null} />
      {desk ? (
        <>
          <Queues desk={desk} />
          <Holdings desk={desk} />
        </>
      ) : failed ? null : (
        <SkeletonList count={2} />
      )}
      <AuditTrail />
    </section>
  );
}

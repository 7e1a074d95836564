import { useId, useState, type FormEvent } from 'react';
import { paths } from '@kaamyaab/shared-api';
import { Link, useParams } from '@kaamyaab/shared-api/router';
import {
  adminDisputePath,
  disputesApi,
  useAdminDispute,
  type DecisionFormValues,
} from '@kaamyaab/shared-api/client';
import {
  disputeStatuses,
  type DisputeDto,
  type DisputeStatus,
} from '@kaamyaab/shared-api/contract';
import { Button, Card, PageHeading, logger, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner, SelectField, SuccessBanner, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { ListNote, LoadMoreButton, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { AmountField, formatPaisa } from '@kaamyaab/shared-ui/deals';
import { DisputeCard, disputeReasonNames, useDisputesT } from '@kaamyaab/shared-ui/disputes';
import { useCursorList } from '../../lib/use-cursor-list';

/* The admins' disputes (docs/decisions/031-disputes.md): the list by status, and one dispute
   with both sides and the form that splits its escrow. */

function DisputeList({ status }: { status: DisputeStatus }) {
  const { t, language } = useDisputesT();
  const [failed, setFailed] = useState(false);
  const { items, next, loading, load } = useCursorList({
    readPage: (after?: string) => disputesApi.list(status, after),
    itemsOf: (page) => page.disputes,
    onPage: () => setFailed(false),
    onFailure: (error) => {
      logger.error('Loading the disputes failed', error);
      setFailed(true);
    },
  });
  if (failed) return <ErrorBanner message={t('admin.failed')} />;
  if (!items) return <SkeletonList count={2} />;
  if (items.length === 0) return <ListNote>{t('admin.none')}</ListNote>;
  return (
    <>
      <ul>
        {items.map((dispute: DisputeDto) => (
          <li key={dispute.id}>
            <Link to={adminDisputePath(dispute.id)}>
              {dispute.contractTitle}: {dispute.milestoneTitle}
            </Link>{' '}
            (
            {t('admin.between', {
              company: dispute.company.name,
              freelancer: dispute.freelancer.name,
            })}
            , {formatPaisa(dispute.escrowPaisa, language)})
          </li>
        ))}
      </ul>
      {next ? (
        <LoadMoreButton loading={loading} onClick={() => void load(next)}>
          {t('admin.more')}
        </LoadMoreButton>
      ) : null}
    </>
  );
}

/** /admin-dashboard/disputes: the disputes in one status, those waiting for an admin first. */
export function AdminDisputes() {
  const { t } = useDisputesT();
  useDocumentMeta(t('admin.title'), t('admin.metaDescription'));
  const [status, setStatus] = useState<DisputeStatus>('awaitingDecision');
  return (
    <section aria-labelledby="disputes-heading">
      <PageHeading id="disputes-heading">{t('admin.listHeading')}</PageHeading>
      <SelectField
        label={t('admin.filter')}
        name="status"
        value={status}
        options={disputeStatuses.map((one) => ({ value: one, label: t(`status.${one}`) }))}
        onChange={(event) => setStatus(event.target.value as DisputeStatus)}
      />
      <DisputeList key={status} status={status} />
    </section>
  );
}

const emptyDecision: DecisionFormValues = {
  freelancerRupees: '',
  reasonCode: '',
  reasonEn: '',
  reasonUr: '',
};

/** The split: the amount to the freelancer (the rest refunded) and why, in both languages. */
function DecisionForm({
  decide,
}: {
  decide: (values: DecisionFormValues) => Promise<string | null>;
}) {
  const { t } = useDisputesT();
  const headingId = useId();
  const [values, setValues] = useState(emptyDecision);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (field: keyof DecisionFormValues) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(await decide(values));
    setSending(false);
  };
  return (
    <Card as="form" aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId}>{t('admin.decideHeading')}</h2>
      <ErrorBanner message={failure} />
      <AmountField
        label={t('admin.freelancerAmount')}
        name="freelancerAmount"
        required
        hint={t('admin.rest')}
        value={values.freelancerRupees}
        onChange={set('freelancerRupees')}
      />
      <SelectField
        label={t('admin.reasonCode')}
        name="reasonCode"
        required
        placeholder={t('admin.chooseReason')}
        value={values.reasonCode}
        options={disputeReasonNames.map((code) => ({ value: code, label: t(`reasons.${code}`) }))}
        onChange={set('reasonCode')}
      />
      <TextAreaField
        label={t('admin.reasonEn')}
        name="reasonEn"
        required
        lang="en"
        dir="ltr"
        maxLength={2000}
        value={values.reasonEn}
        onChange={set('reasonEn')}
      />
      <TextAreaField
        label={t('admin.reasonUr')}
        name="reasonUr"
        required
        lang="ur"
        dir="rtl"
        maxLength={2000}
        value={values.reasonUr}
        onChange={set('reasonUr')}
      />
      <Button type="submit" disabled={sending}>
        {t('admin.decide')}
      </Button>
    </Card>
  );
}

/** /admin-dashboard/disputes/:disputeId: both sides, their evidence, and the decision. */
export function AdminDispute() {
  const { t } = useDisputesT();
  const { disputeId = '' } = useParams();
  const { state, dispute, decide } = useAdminDispute(disputeId);
  useDocumentMeta(t('admin.title'), t('admin.metaDescription'));
  return (
    <section aria-labelledby="dispute-heading">
      <PageHeading id="dispute-heading">{t('admin.title')}</PageHeading>
      <Link to={paths.adminDisputes}>{t('admin.back')}</Link>
      {state === 'loading' && <p role="status">{t('admin.loading')}</p>}
      {state === 'failed' && <ErrorBanner message={t('admin.failed')} />}
      {dispute && (
        <DisputeCard dispute={dispute}>
          {dispute.status === 'awaitingDecision' && <DecisionForm decide={decide} />}
          {dispute.outcome?.how === 'admin' && <SuccessBanner message={t('admin.decided')} />}
        </DisputeCard>
      )}
    </section>
  );
}

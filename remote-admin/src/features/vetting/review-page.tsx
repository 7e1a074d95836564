import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@kaamyaab/shared-api';
import {
  describeError,
  reviewActionErrors,
  reviewApi,
  reviewErrors,
  type SelfRegisteringRole,
} from '@kaamyaab/shared-api/client';
import type { ReviewedAccountDto, SendBackReason } from '@kaamyaab/shared-api/contract';
import { Link, useParams } from '@kaamyaab/shared-api/router';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner, SuccessBanner } from '@kaamyaab/shared-ui/forms';
import { SkeletonList } from '@kaamyaab/shared-ui/listings';
import { AccountDetails, accountNameOf } from './account-details';
import { ChangesToCheck } from './changes-to-check';
import { DecisionButtons } from './decision-buttons';
import { Documents } from './documents';
import { useAdminT } from '../../i18n/admin-strings';
import { HistoryList, stateLabel } from './history-list';
import { SendBackForm } from './send-back-form';
import { waitingFor } from './waiting-time';

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;

  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
`;

const isRole = (role: string | undefined): role is SelfRegisteringRole =>
  role === 'freelancer' || role === 'company';

/** One account's vetting: every field, the documents, the decision and the history. */
export function ReviewPage() {
  const { t } = useAdminT();
  useDocumentMeta(t('review.title'), t('review.metaDescription'));
  const { role, id = '' } = useParams();
  const [account, setAccount] = useState<ReviewedAccountDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isRole(role)) return;
    reviewApi
      .get(role, id)
      .then(setAccount, (error: unknown) => setProblem(describeError(error, reviewErrors)));
  }, [role, id]);

  const act = useCallback(async (work: () => Promise<ReviewedAccountDto>, success: string) => {
    setBusy(true);
    setDone(null);
    setProblem(null);
    try {
      setAccount(await work());
      setDone(success);
      return true;
    } catch (error) {
      setProblem(describeError(error, reviewActionErrors));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const back = <Link to={paths.adminManageUsers}>{t('review.back')}</Link>;
  if (!account || !isRole(role)) {
    return (
      <section>
        <PageHeading>{t('review.title')}</PageHeading>
        {!isRole(role) ? (
          <ErrorBanner message={t('review.notFound')} />
        ) : problem ? (
          <ErrorBanner message={problem} />
        ) : (
          <SkeletonList count={2} />
        )}
        <p>{back}</p>
      </section>
    );
  }
  const name = accountNameOf(account);
  const isActive = account.state === 'approved';
  const sendBack = (body: { reason: SendBackReason; note: string }) =>
    act(() => reviewApi.sendBack(role, id, body), t('review.sentBack', { name }));

  return (
    <section>
      <PageHeading>{t('review.heading', { name })}</PageHeading>
      <p>
        {back} · <strong>{stateLabel(t, account.state)}</strong>
        {account.state === 'approved' ? null : ` · ${waitingFor(t, account.submittedAt)}`}
        {' · '}
        {account.emailVerified ? t('review.emailVerified') : t('common.emailNotVerified')}
      </p>
      <SuccessBanner message={done} />
      <ErrorBanner message={problem} />
      <Sections>
        <ChangesToCheck history={account.history} />
        <Card>
          <h2>{t('review.details')}</h2>
          <AccountDetails account={account} />
        </Card>
        <Card>
          <h2>{t('review.documents')}</h2>
          <Documents documents={account.documents} />
        </Card>
        <Card>
          <h2>{t('review.decision')}</h2>
          <DecisionButtons
            name={name}
            isActive={isActive}
            busy={busy}
            onDecide={(decision) =>
              void act(
                () => reviewApi.decide(role, id, decision),
                t(decision === 'approve' ? 'review.approved' : 'review.deactivated', { name }),
              )
            }
          />
          {isActive ? null : <SendBackForm busy={busy} onSend={sendBack} />}
        </Card>
        <Card>
          <h2>{t('review.history')}</h2>
          <HistoryList history={account.history} />
        </Card>
      </Sections>
    </section>
  );
}

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
import {
  Card,
  ErrorBanner,
  PageHeading,
  SkeletonList,
  SuccessBanner,
  useDocumentMeta,
} from '@kaamyaab/shared-ui';
import { AccountDetails, accountNameOf } from './account-details';
import { ChangesToCheck } from './changes-to-check';
import { DecisionButtons } from './decision-buttons';
import { Documents } from './documents';
import { HistoryList, stateLabels } from './history-list';
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

/** One account's review (issue 12): every field, the documents, the decision and the history. */
export function ReviewPage() {
  useDocumentMeta('Review account', 'Check an account and its documents before approving it.');
  const { role, id = '' } = useParams();
  const [account, setAccount] = useState<ReviewedAccountDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isRole(role)) return setProblem('This account does not exist.');
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

  const back = <Link to={paths.adminManageUsers}>Back to Manage Users</Link>;
  if (!account || !isRole(role)) {
    return (
      <section>
        <PageHeading>Review account</PageHeading>
        {problem ? <ErrorBanner message={problem} /> : <SkeletonList count={2} />}
        <p>{back}</p>
      </section>
    );
  }
  const name = accountNameOf(account);
  const isActive = account.state === 'approved';
  const sendBack = (body: { reason: SendBackReason; note: string }) =>
    act(() => reviewApi.sendBack(role, id, body), `${name} was sent back and will be told why.`);

  return (
    <section>
      <PageHeading>Review: {name}</PageHeading>
      <p>
        {back} · <strong>{stateLabels[account.state]}</strong>
        {account.state === 'approved' ? null : ` · ${waitingFor(account.submittedAt)}`}
        {' · '}
        {account.emailVerified ? 'Email verified' : 'Email not verified yet'}
      </p>
      <SuccessBanner message={done} />
      <ErrorBanner message={problem} />
      <Sections>
        <ChangesToCheck history={account.history} />
        <Card>
          <h2>Details</h2>
          <AccountDetails account={account} />
        </Card>
        <Card>
          <h2>Documents</h2>
          <Documents documents={account.documents} />
        </Card>
        <Card>
          <h2>Decision</h2>
          <DecisionButtons
            name={name}
            isActive={isActive}
            busy={busy}
            onDecide={(decision) =>
              void act(
                () => reviewApi.decide(role, id, decision),
                `${name} was ${decision === 'approve' ? 'approved' : 'deactivated'}.`,
              )
            }
          />
          {isActive ? null : <SendBackForm busy={busy} onSend={sendBack} />}
        </Card>
        <Card>
          <h2>History</h2>
          <HistoryList history={account.history} />
        </Card>
      </Sections>
    </section>
  );
}

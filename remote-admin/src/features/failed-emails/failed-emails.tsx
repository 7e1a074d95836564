import { useId, useState } from 'react';
import styled from 'styled-components';
import { failedEmailsApi, failureCode } from '@kaamyaab/shared-api/client';
import type { FailedEmailDto } from '@kaamyaab/shared-api/contract';
import { Button, Card, formatDateTime, logger, type Language } from '@kaamyaab/shared-ui';
import { ErrorBanner, SuccessBanner } from '@kaamyaab/shared-ui/forms';
import {
  CardList,
  DetailsList,
  ListNote,
  LoadMoreButton,
  SkeletonList,
} from '@kaamyaab/shared-ui/listings';
import { useAdminT, type AdminT } from '../../i18n/admin-strings';
import { countIn } from '../../i18n/numbers';
import { useCursorList } from '../../lib/use-cursor-list';

const Item = styled.li`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  dl {
    margin-bottom: 0.75rem;
  }
`;

type Problem = 'emails.loadFailed' | 'emails.retryFailed';

/** What the admin reads of one email: to whom (masked), what, how often tried, when, and why. */
const detailsOf = (email: FailedEmailDto, t: AdminT, language: Language) =>
  [
    [t('emails.to'), email.to],
    [t('emails.kind'), email.kind],
    [t('emails.tries'), countIn(language, email.attempts)],
    [t('emails.failedAt'), formatDateTime(email.failedAt, language)],
    [t('emails.lastError'), email.lastError || t('emails.noAnswer')],
  ] as [string, string][];

/**
 * The emails the worker gave up on (decision 015), on the admin dashboard: refused for good by
 * the mail server, or out of tries. Once the cause is fixed, an admin puts one back in the queue.
 */
export function FailedEmails() {
  const { t, language } = useAdminT();
  const headingId = useId();
  const [total, setTotal] = useState(0);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [putBack, setPutBack] = useState<{ subject: string; already: boolean } | null>(null);
  const {
    items: emails,
    setItems: setEmails,
    next,
    loading,
    load,
  } = useCursorList({
    readPage: (after?: string) => failedEmailsApi.list(after),
    itemsOf: (page) => page.emails,
    onPage: (page) => {
      setTotal(page.total);
      setProblem(null);
    },
    onFailure: (error) => {
      logger.error('Loading the failed emails failed', error);
      setProblem('emails.loadFailed');
    },
  });

  const retry = async (email: FailedEmailDto) => {
    setRetrying(email._id);
    setPutBack(null);
    try {
      await failedEmailsApi.retry(email._id);
      setPutBack({ subject: email.subject, already: false });
    } catch (error) {
      // Another admin put it back first: it leaves this list all the same.
      if (failureCode(error) !== 'failedEmailNotFound') {
        logger.error('Putting a failed email back failed', error);
        setProblem('emails.retryFailed');
        return;
      }
      setPutBack({ subject: email.subject, already: true });
    } finally {
      setRetrying(null);
    }
    setProblem(null);
    setEmails((shown) => shown?.filter((one) => one._id !== email._id) ?? null);
    setTotal((count) => Math.max(count - 1, 0));
  };

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('emails.title')}</h2>
      <p>{t('emails.intro')}</p>
      <SuccessBanner
        message={
          putBack &&
          t(putBack.already ? 'emails.alreadyBack' : 'emails.retried', { subject: putBack.subject })
        }
      />
      <ErrorBanner message={problem && t(problem)} />
      {!emails ? (
        problem ? null : (
          <SkeletonList count={1} />
        )
      ) : emails.length === 0 ? (
        <ListNote>{t('emails.none')}</ListNote>
      ) : (
        <>
          <p>{t('emails.count', { count: total, shown: countIn(language, total) })}</p>
          <CardList aria-label={t('emails.listLabel')}>
            {emails.map((email) => (
              <Item key={email._id}>
                <h3>
                  <bdi>{email.subject}</bdi>
                </h3>
                <DetailsList rows={detailsOf(email, t, language)} />
                <Button
                  $size="sm"
                  $variant="secondary"
                  aria-label={t('emails.retryLabel', { subject: email.subject })}
                  disabled={retrying === email._id}
                  onClick={() => void retry(email)}
                >
                  {t('emails.retry')}
                </Button>
              </Item>
            ))}
          </CardList>
        </>
      )}
      {next ? (
        <LoadMoreButton loading={loading} onClick={() => void load(next)}>
          {t('emails.loadMore')}
        </LoadMoreButton>
      ) : null}
    </Card>
  );
}

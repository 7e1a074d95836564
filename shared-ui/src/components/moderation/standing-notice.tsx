import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@kaamyaab/shared-ui';
import { ErrorBanner, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useModerationT } from '../../i18n/ui-moderation-strings';

export type CauseReasonName =
  'fraud' | 'offPlatformPayment' | 'abuse' | 'fakeIdentity' | 'repeatedSpam' | 'other';

/** An account's deactivation for cause as its holder reads it, with its one appeal. */
export interface StandingView {
  reason: CauseReasonName;
  text: string;
  deactivatedAt: string;
  appeal: {
    text: string;
    status: 'pending' | 'reinstated' | 'upheld';
    reply: string | null;
    createdAt: string;
    decidedAt: string | null;
  } | null;
}

export interface StandingNoticeProps {
  standing: StandingView;
  /** Sends the appeal: null when sent, else the sentence of the refusal. */
  onAppeal: (text: string) => Promise<string | null>;
}

const APPEAL_TEXT_MAX = 2000;

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  overflow-wrap: anywhere;

  h2,
  h3 {
    margin: 0;
  }
  p,
  blockquote {
    margin: 0;
    white-space: pre-wrap;
  }
  blockquote {
    padding-inline-start: 0.75rem;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * The banner of an account deactivated for cause, above its pages: the reason in the reader's
 * language, the team's own words, that earned money is still paid out, then the appeal form
 * until one is sent, and after it where the appeal stands (and the team's reply).
 */
export function StandingNotice({ standing, onAppeal }: StandingNoticeProps) {
  const { t, language } = useModerationT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { appeal } = standing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('standing.appealLabel'));
    setError(null);
    setSending(true);
    setFailure(await onAppeal(text.trim()));
    setSending(false);
  };

  return (
    <Box aria-labelledby="standing-heading">
      <h2 id="standing-heading">{t('standing.heading')}</h2>
      <p>
        <strong>{t('standing.reason', { reason: t(`causes.${standing.reason}`) })}</strong>
      </p>
      <p>{t('standing.since', { date: formatDate(standing.deactivatedAt, language) })}</p>
      <h3>{t('standing.ourWords')}</h3>
      <blockquote dir="auto">{standing.text}</blockquote>
      <p>{t('standing.payouts')}</p>
      <h3>{t('standing.appealHeading')}</h3>
      {appeal ? (
        <>
          <p role="status">
            {appeal.status === 'pending'
              ? t('standing.pending', { date: formatDate(appeal.createdAt, language) })
              : t('standing.upheld', { date: formatDate(appeal.decidedAt ?? '', language) })}
          </p>
          <p>{t('standing.yourAppeal')}</p>
          <blockquote dir="auto">{appeal.text}</blockquote>
          {appeal.reply ? (
            <>
              <p>{t('standing.reply')}</p>
              <blockquote dir="auto">{appeal.reply}</blockquote>
            </>
          ) : null}
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('standing.appealIntro')}</p>
          <ErrorBanner message={failure} />
          <TextAreaField
            label={t('standing.appealLabel')}
            name="appeal"
            rows={4}
            value={text}
            maxLength={APPEAL_TEXT_MAX}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={sending}>
            {sending ? t('standing.sending') : t('standing.send')}
          </Button>
        </form>
      )}
    </Box>
  );
}

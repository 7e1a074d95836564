import { useState } from 'react';
import styled from 'styled-components';
import type { ModerationModel } from '@kaamyaab/shared-api/client';
import {
  causeReasons,
  reportReasons,
  type CauseReason,
  type ReportedTargetDto,
  type ReportReason,
} from '@kaamyaab/shared-api/contract';
import { Button, Card, formatDateTime } from '@kaamyaab/shared-ui';
import { ErrorBanner, SelectField, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useModerationT } from '@kaamyaab/shared-ui/moderation';
import { useAdminT } from '../../i18n/admin-strings';

export const Quote = styled.blockquote`
  margin: 0.25rem 0;
  padding-inline-start: 0.75rem;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const Reports = styled.ul`
  margin: 0.5rem 0;
  padding-inline-start: 1.25rem;
`;

/**
 * One reported thing: what it holds now, each open report, and the admin's answers: dismiss or
 * hide it (a job or a message) with a note, or deactivate its owner for cause.
 */
export function ReportedTargetCard({
  target,
  model,
}: {
  target: ReportedTargetDto;
  model: ModerationModel;
}) {
  const { t, language } = useAdminT();
  const { t: say } = useModerationT();
  const [note, setNote] = useState('');
  const [hideReason, setHideReason] = useState<ReportReason>(target.reports[0]?.reason ?? 'other');
  const [cause, setCause] = useState<CauseReason>('other');
  const [causeText, setCauseText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setFailure(await action());
    setBusy(false);
  };
  const id = `target-${target.targetId}`;
  const hideable = target.targetType === 'job' || target.targetType === 'message';
  return (
    <Card as="article" aria-labelledby={id}>
      <h3 id={id}>
        {t(`moderation.targets.${target.targetType}`)}: <bdi>{target.title}</bdi>
      </h3>
      <p>
        {t('moderation.owner', { name: target.owner.name })} ·{' '}
        {t('moderation.count', { count: target.count })}
        {target.hidden ? ` · ${t('moderation.hidden')}` : ''}
      </p>
      {target.content ? (
        <>
          <p>{t('moderation.content')}</p>
          <Quote dir="auto">{target.content}</Quote>
        </>
      ) : null}
      <Reports>
        {target.reports.map((report) => (
          <li key={report._id}>
            <strong>{say(`reasons.${report.reason}`)}</strong> ·{' '}
            {t('moderation.by', { name: report.reporterName })} ·{' '}
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, language)}</time>
            <Quote dir="auto">{report.text}</Quote>
          </li>
        ))}
      </Reports>
      <ErrorBanner message={failure} />
      <TextAreaField
        label={t('moderation.note')}
        name={`note-${target.targetId}`}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {target.targetType === 'message' ? (
        <SelectField
          label={t('moderation.hideReason')}
          name={`hide-reason-${target.targetId}`}
          value={hideReason}
          options={Object.keys(reportReasons).map((code) => ({
            value: code,
            label: say(`reasons.${code}`),
          }))}
          onChange={(event) => setHideReason(event.target.value as ReportReason)}
        />
      ) : null}
      <Actions>
        <Button
          $size="sm"
          $variant="secondary"
          disabled={busy}
          onClick={() => void act(() => model.resolve(target, { action: 'dismiss', note }))}
        >
          {t('moderation.dismiss')}
        </Button>
        {hideable && !target.hidden ? (
          <Button
            $size="sm"
            disabled={busy}
            onClick={() =>
              void act(() => model.resolve(target, { action: 'hide', note, reason: hideReason }))
            }
          >
            {t('moderation.hide')}
          </Button>
        ) : null}
      </Actions>
      <h4>{t('moderation.deactivateHeading', { name: target.owner.name })}</h4>
      <SelectField
        label={t('moderation.cause')}
        name={`cause-${target.targetId}`}
        value={cause}
        options={Object.keys(causeReasons).map((code) => ({
          value: code,
          label: say(`causes.${code}`),
        }))}
        onChange={(event) => setCause(event.target.value as CauseReason)}
      />
      <TextAreaField
        label={t('moderation.causeText')}
        name={`cause-text-${target.targetId}`}
        rows={3}
        value={causeText}
        onChange={(event) => setCauseText(event.target.value)}
      />
      <Actions>
        <Button
          $size="sm"
          $variant="danger"
          disabled={busy}
          onClick={() =>
            void act(() => model.deactivate(target, { reason: cause, text: causeText }))
          }
        >
          {t('moderation.deactivate')}
        </Button>
      </Actions>
    </Card>
  );
}

import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@kaamyaab/shared-ui';
import { ErrorBanner, SelectField, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useModerationT } from '../../i18n/ui-moderation-strings';

/** The report reasons' codes, in the order the form offers them (the contract's table). */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'offPlatformPayment',
  'offensive',
  'fakeProfile',
  'other',
] as const;
export type ReportReasonName = (typeof REPORT_REASONS)[number];
const REPORT_TEXT_MAX = 1000;

export interface ReportButtonProps {
  /** What is reported, as the reader calls it ("this job", "this message", "Ali's profile"). */
  what: string;
  /** Sends the report: null when sent, else the sentence of the refusal. */
  onSend: (reason: ReportReasonName, text: string) => Promise<string | null>;
}

const Panel = styled.form`
  display: grid;
  gap: 0.5rem;
  margin-top: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  text-align: start;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * "Report" on a job, a message or a profile: opens a short form (a reason from the list, what
 * happened), sends it, and thanks the reporter. A refusal (already reported, too many) is shown
 * as the server words it. Placed by each page beside what it reports.
 */
export function ReportButton({ what, onSend }: ReportButtonProps) {
  const { t } = useModerationT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) return <p role="status">{t('report.sent')}</p>;
  if (!open)
    return (
      <Button
        type="button"
        $variant="ghost"
        $size="sm"
        aria-label={t('report.openLabel', { what })}
        onClick={() => setOpen(true)}
      >
        {t('report.open')}
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!reason) found.reason = t('report.reason');
    if (!text.trim()) found.text = t('report.text');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const refused = await onSend(reason as ReportReasonName, text.trim());
    setSending(false);
    if (refused) setFailure(refused);
    else setSent(true);
  };

  return (
    <Panel onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>
        <bdi>{t('report.heading', { what })}</bdi>
      </h3>
      <ErrorBanner message={failure} />
      <SelectField
        label={t('report.reason')}
        name="reason"
        value={reason}
        placeholder={t('report.reason')}
        options={REPORT_REASONS.map((code) => ({ value: code, label: t(`reasons.${code}`) }))}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextAreaField
        label={t('report.text')}
        name="text"
        rows={3}
        value={text}
        maxLength={REPORT_TEXT_MAX}
        hint={t('report.textHint')}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <Row>
        <Button type="submit" $size="sm" disabled={sending}>
          {sending ? t('report.sending') : t('report.send')}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(false)}>
          {t('report.cancel')}
        </Button>
      </Row>
    </Panel>
  );
}

/** Where a hidden message's text was: the reason Kaamyaab removed it, in the reader's language. */
export function HiddenMessageText({ reason }: { reason: ReportReasonName }) {
  const { t } = useModerationT();
  return <p>{t('hidden', { reason: t(`reasons.${reason}`) })}</p>;
}

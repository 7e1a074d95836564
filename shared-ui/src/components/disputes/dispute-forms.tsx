import { useState, type FormEvent } from 'react';
import { Button } from '@kaamyaab/shared-ui';
import {
  CheckboxField,
  ErrorBanner,
  FileField,
  SelectField,
  TextAreaField,
} from '@kaamyaab/shared-ui/forms';
import { AmountField } from '@kaamyaab/shared-ui/deals';
import { useDisputesT } from '../../i18n/ui-disputes-strings';
import type { DisputableMilestone, DisputeFormFields, DisputeOutcome } from './dispute-types';

/** Sends a form once at a time and shows the refusal's sentence until the next try. */
function useSending() {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (work: () => DisputeOutcome) => {
    setSending(true);
    const outcome = await work();
    setSending(false);
    setFailure(outcome);
    return outcome === null;
  };
  return { failure, sending, send };
}

/**
 * A side's statement: what went wrong (or its answer), the amount it thinks fair to the
 * freelancer, and the submitted work it points to. With `milestones`, it opens a dispute on the
 * one chosen; without, it answers one.
 */
export function DisputeStatementForm({
  milestones,
  submissions,
  onSend,
}: {
  milestones?: DisputableMilestone[];
  submissions?: DisputableMilestone['submissions'];
  onSend: (milestoneId: string, fields: DisputeFormFields) => DisputeOutcome;
}) {
  const { t } = useDisputesT();
  const { failure, sending, send } = useSending();
  const [milestoneId, setMilestoneId] = useState('');
  const [statement, setStatement] = useState('');
  const [amountRupees, setAmountRupees] = useState('');
  const [attached, setAttached] = useState<string[]>([]);
  const opening = milestones !== undefined;
  const shownSubmissions = opening
    ? (milestones.find((milestone) => milestone.id === milestoneId)?.submissions ?? [])
    : (submissions ?? []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await send(() =>
      onSend(milestoneId, { statement, amountRupees, submissionIds: attached }),
    );
    if (done) setStatement('');
  };
  const toggle = (id: string) =>
    setAttached((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  return (
    <form onSubmit={submit} aria-label={t(opening ? 'form.openHeading' : 'form.answerHeading')}>
      <h4>{t(opening ? 'form.openHeading' : 'form.answerHeading')}</h4>
      <ErrorBanner message={failure} />
      {opening && (
        <SelectField
          label={t('form.milestone')}
          name="milestone"
          required
          placeholder={t('form.choose')}
          value={milestoneId}
          options={milestones.map((milestone) => ({ value: milestone.id, label: milestone.title }))}
          onChange={(event) => setMilestoneId(event.target.value)}
        />
      )}
      <TextAreaField
        label={t(opening ? 'form.statement' : 'form.answerStatement')}
        name="statement"
        required
        maxLength={5000}
        value={statement}
        onChange={(event) => setStatement(event.target.value)}
      />
      <AmountField
        label={t('form.amount')}
        name="amount"
        required
        value={amountRupees}
        onChange={(event) => setAmountRupees(event.target.value)}
      />
      {shownSubmissions.length > 0 && (
        <fieldset>
          <legend>{t('form.attach')}</legend>
          {shownSubmissions.map((submission) => (
            <CheckboxField
              key={submission.id}
              name={`submission-${submission.id}`}
              label={submission.note || submission.createdAt}
              checked={attached.includes(submission.id)}
              onChange={() => toggle(submission.id)}
            />
          ))}
        </fieldset>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? t('form.sending') : t(opening ? 'form.open' : 'form.answer')}
      </Button>
    </form>
  );
}

/** Files put forward by either side while the dispute is open. */
export function EvidenceForm({ onSend }: { onSend: (files: File[]) => DisputeOutcome }) {
  const { t } = useDisputesT();
  const { failure, sending, send } = useSending();
  const [file, setFile] = useState<File | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file && (await send(() => onSend([file])))) setFile(null);
  };
  return (
    <form onSubmit={submit} aria-label={t('form.addFiles')}>
      <ErrorBanner message={failure} />
      <FileField
        label={t('form.files')}
        name="files"
        accept="image/png,image/jpeg,image/webp,application/pdf"
        fileName={file?.name}
        onChange={setFile}
      />
      <Button type="submit" variant="secondary" disabled={sending || !file}>
        {t('form.addFiles')}
      </Button>
    </form>
  );
}

/** Accepting the other side's amount settles the dispute at once. */
export function AcceptButton({
  label,
  onAccept,
}: {
  label: string;
  onAccept: () => DisputeOutcome;
}) {
  const { failure, sending, send } = useSending();
  return (
    <div>
      <ErrorBanner message={failure} />
      <Button type="button" disabled={sending} onClick={() => void send(onAccept)}>
        {label}
      </Button>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import {
  SEND_BACK_NOTE_MAX,
  sendBackReasons,
  type SendBackReason,
} from '@kaamyaab/shared-api/contract';
import { SelectField, SubmitButton, TextAreaField } from '@kaamyaab/shared-ui';

const options = (Object.entries(sendBackReasons) as [SendBackReason, string][]).map(
  ([value, label]) => ({ value, label }),
);

interface SendBackFormProps {
  busy: boolean;
  onSend: (body: { reason: SendBackReason; note: string }) => Promise<boolean>;
}

/** Ask the owner for a correction: a reason from the list, and what exactly to fix. */
export function SendBackForm({ busy, onSend }: SendBackFormProps) {
  const [reason, setReason] = useState<SendBackReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : 'Please choose a reason.',
      note:
        reason === 'other' && !note.trim() ? 'Please say what needs to be corrected.' : undefined,
    };
    setErrors(found);
    if (!reason || found.note) return;
    if (await onSend({ reason, note: note.trim() })) {
      setReason('');
      setNote('');
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Send back for a correction"
    >
      <SelectField
        label="Reason"
        name="reason"
        placeholder="Choose a reason"
        options={options}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value as SendBackReason)}
      />
      <TextAreaField
        label="Note to the person"
        hint="What exactly to correct. Needed when no reason on the list fits."
        name="note"
        rows={3}
        maxLength={SEND_BACK_NOTE_MAX}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <SubmitButton submitting={busy} submittingLabel="Sending...">
        Send back
      </SubmitButton>
    </form>
  );
}

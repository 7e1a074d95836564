import { useState, type FormEvent } from 'react';
import {
  SEND_BACK_NOTE_MAX,
  sendBackReasons,
  type SendBackReason,
} from '@kaamyaab/shared-api/contract';
import { useSentence } from '@kaamyaab/shared-ui';
import { SelectField, SubmitButton, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useAdminT } from '../../i18n/admin-strings';

const reasons = Object.entries(sendBackReasons) as [SendBackReason, string][];

interface SendBackFormProps {
  busy: boolean;
  onSend: (body: { reason: SendBackReason; note: string }) => Promise<boolean>;
}

/** Ask the owner for a correction: a reason from the list, and what exactly to fix. */
export function SendBackForm({ busy, onSend }: SendBackFormProps) {
  const [reason, setReason] = useState<SendBackReason | ''>('');
  const [note, setNote] = useState('');
  const { t } = useAdminT();
  const say = useSentence();
  // The keys of what is missing, so the messages follow a change of language.
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const options = reasons.map(([value, label]) => ({ value, label: say(label) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : 'sendBack.reasonMissing',
      note: reason === 'other' && !note.trim() ? 'sendBack.noteMissing' : undefined,
    };
    setErrors(found);
    if (!reason || found.note) return;
    if (await onSend({ reason, note: note.trim() })) {
      setReason('');
      setNote('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('sendBack.label')}>
      <SelectField
        label={t('sendBack.reason')}
        name="reason"
        placeholder={t('sendBack.chooseReason')}
        options={options}
        value={reason}
        error={errors.reason && t(errors.reason)}
        onChange={(event) => setReason(event.target.value as SendBackReason)}
      />
      <TextAreaField
        label={t('sendBack.note')}
        hint={t('sendBack.noteHint')}
        name="note"
        rows={3}
        maxLength={SEND_BACK_NOTE_MAX}
        value={note}
        error={errors.note && t(errors.note)}
        onChange={(event) => setNote(event.target.value)}
      />
      <SubmitButton submitting={busy} submittingLabel={t('sendBack.sending')}>
        {t('sendBack.submit')}
      </SubmitButton>
    </form>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@kaamyaab/shared-ui';
import {
  ErrorBanner,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
  WaitingForNetwork,
  type FieldErrors,
} from '@kaamyaab/shared-ui/forms';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { AmountField } from './amount-field';
import type { Outcome } from './deal-types';

export type ActionName =
  | 'submit'
  | 'approve'
  | 'requestChanges'
  | 'releasePart'
  | 'agree'
  | 'reject'
  | 'addBonus'
  | 'proposeMilestone'
  | 'endContract';

type FieldName = 'note' | 'reason' | 'amount' | 'title' | 'dueDate' | 'files';

/** What each action asks for; an action without fields is a confirmation of one button. */
const fieldsOf: Record<ActionName, FieldName[]> = {
  submit: ['note', 'files'],
  approve: [],
  requestChanges: ['reason'],
  releasePart: ['amount'],
  agree: [],
  reject: [],
  addBonus: ['amount', 'note'],
  proposeMilestone: ['title', 'amount', 'dueDate'],
  endContract: ['reason'],
};

/** Actions that undo or end something are drawn as such. */
const dangerous: ReadonlySet<ActionName> = new Set(['reject', 'endContract']);

const Form = styled.form`
  margin-top: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const FilesLabel = styled.label`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
  font-weight: 600;
`;

export interface ActionFormProps {
  action: ActionName;
  validate: (values: Record<string, string>) => FieldErrors;
  onSubmit: (values: Record<string, string>, files: File[]) => Outcome;
  onDone: () => void;
  onCancel: () => void;
  /** The name of this form's draft on the page (useForm's `draft`); none keeps nothing. */
  draft?: string;
}

/**
 * One action of a contract room as a small form: the fields it needs, its button, and the
 * server's refusal in a banner. It takes focus when it opens, so a keyboard user lands in it.
 */
export function ActionForm({
  action,
  validate,
  onSubmit,
  onDone,
  onCancel,
  draft,
}: ActionFormProps) {
  const { t } = useDealsT();
  const id = useId();
  const fields = fieldsOf[action];
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(fields.map((field) => [field, ''])),
    validate,
    draft,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, button[type="submit"]')?.focus();
  }, []);
  const submit = form.handleSubmit(async (values) => {
    const refusal = await onSubmit(values, files);
    setFailure(refusal);
    if (refusal) return;
    form.clearDraft();
    onDone();
  });
  const field = (name: FieldName) => {
    switch (name) {
      case 'files':
        return (
          <FilesLabel key={name} htmlFor={`${id}-files`}>
            {t('moves.files')}
            <input
              id={`${id}-files`}
              name="files"
              type="file"
              multiple
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            />
          </FilesLabel>
        );
      case 'amount':
        return <AmountField key={name} label={t('money.amount')} {...form.bind('amount')} />;
      case 'dueDate':
        return <TextField key={name} label={t('moves.dueDate')} type="date" {...form.bind(name)} />;
      case 'title':
        return <TextField key={name} label={t('moves.title')} {...form.bind(name)} />;
      default:
        return (
          <TextAreaField key={name} label={t(`moves.${name}`)} rows={3} {...form.bind(name)} />
        );
    }
  };
  return (
    <Form ref={ref} noValidate onSubmit={submit} aria-label={t(`moves.${action}`)}>
      <ErrorBanner message={failure} />
      <WaitingForNetwork waiting={form.waiting} />
      {fields.map(field)}
      <Buttons>
        <SubmitButton
          submitting={form.submitting}
          submittingLabel={t('moves.sending')}
          variant={dangerous.has(action) ? 'danger' : 'primary'}
        >
          {t(`moves.${action}`)}
        </SubmitButton>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('moves.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}

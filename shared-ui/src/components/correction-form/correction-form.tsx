import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useAccountT,
  ErrorBanner,
  FileField,
  SubmitButton,
  TextField,
} from '@kaamyaab/shared-ui/forms';

const Form = styled.form`
  margin-top: 1rem;
`;

export interface CorrectionField {
  name: string;
  label: string;
  value: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  /**
   * Latin details (CNIC, IBAN, NTN, numbers) read left to right whatever the page's direction;
   * numeric and tel fields always do.
   */
  latin?: boolean;
}

const readsLeftToRight = ({ inputMode, latin }: CorrectionField) =>
  latin || inputMode === 'numeric' || inputMode === 'tel';

export interface CorrectionFormProps {
  fields: CorrectionField[];
  /** Sends the form; answers null on success, else the sentence and any field errors. */
  onSubmit: (form: FormData) => Promise<null | { message: string; fields: Record<string, string> }>;
}

/**
 * What a sent-back person corrects: their details, prefilled, and a new receipt.
 * Each role's remote gives its fields and its call; the rules are the server's, as at sign-up.
 */
export function CorrectionForm({ fields, onSubmit }: CorrectionFormProps) {
  const { t } = useAccountT();
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  );
  const [receipt, setReceipt] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (receipt) form.append('proofOfRegistrationFee', receipt);
    setSubmitting(true);
    const failed = await onSubmit(form);
    setSubmitting(false);
    setProblem(failed ?? undefined);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('correction.form')}>
      <ErrorBanner message={problem?.message} />
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          inputMode={field.inputMode}
          dir={readsLeftToRight(field) ? 'ltr' : undefined}
          value={values[field.name] ?? ''}
          error={problem?.fields[field.name]}
          onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
        />
      ))}
      <FileField
        label={t('correction.receipt')}
        name="proofOfRegistrationFee"
        accept="image/*,application/pdf"
        fileName={receipt?.name}
        error={problem?.fields.proofOfRegistrationFee}
        onChange={setReceipt}
      />
      <SubmitButton submitting={submitting} submittingLabel={t('correction.sending')}>
        {t('correction.submit')}
      </SubmitButton>
    </Form>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import {
  ErrorBanner,
  FileField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { useStatementsT } from '../../i18n/ui-statements-strings';
import type { UploadFormValues } from './statement-types';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0 1rem;
`;

const Problems = styled.ul`
  margin: 0.5rem 0 1rem;
  padding-inline-start: 1.25rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

export interface StatementUploadProps {
  initialValues: UploadFormValues;
  dateFormats: readonly string[];
  upload: (
    file: File,
    values: UploadFormValues,
  ) => Promise<{ message: string; lines: string[] } | null>;
}

type FormValues = UploadFormValues & { statement: File | null };

/**
 * The statement's file and its layout: a bank's own export needs nothing more; any other CSV
 * names its columns. A refusal lists each line the server could not read.
 */
export function StatementUpload({ initialValues, dateFormats, upload }: StatementUploadProps) {
  const { t } = useStatementsT();
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const form = useForm<FormValues>({
    initialValues: { ...initialValues, statement: null },
    validate: (values): Record<string, string> =>
      values.statement ? {} : { statement: t('upload.fileRequired') },
  });
  const mapped = form.values.layout === 'mapped';
  const column = (name: keyof UploadFormValues & string, label: string) => (
    <TextField label={label} inputMode="numeric" dir="ltr" {...form.bind(name)} />
  );
  return (
    <form
      noValidate
      aria-labelledby="statement-upload-heading"
      onSubmit={form.handleSubmit(async ({ statement, ...values }) => {
        setFailure(await upload(statement!, values));
      })}
    >
      <h2 id="statement-upload-heading">{t('upload.heading')}</h2>
      <FileField
        label={t('upload.file')}
        hint={t('upload.fileHint')}
        accept=".csv,text/csv"
        {...form.file('statement')}
      />
      <RadioGroupField
        legend={t('upload.layout')}
        options={[
          { value: 'bankExport', label: t('upload.bankExport') },
          { value: 'mapped', label: t('upload.mapped') },
        ]}
        {...form.choice('layout')}
      />
      {mapped && (
        <fieldset>
          <legend>{t('upload.columnHint')}</legend>
          <Columns>
            {column('dateColumn', t('upload.dateColumn'))}
            <SelectField
              label={t('upload.dateFormat')}
              options={dateFormats.map((format) => ({ value: format, label: format }))}
              {...form.bind('dateFormat')}
            />
            {column('descriptionColumn', t('upload.descriptionColumn'))}
            {column('creditColumn', t('upload.creditColumn'))}
            {column('debitColumn', t('upload.debitColumn'))}
            {column('referenceColumn', t('upload.referenceColumn'))}
            {column('balanceColumn', t('upload.balanceColumn'))}
            {column('skipLines', t('upload.skipLines'))}
          </Columns>
        </fieldset>
      )}
      {/* The server's message for an unreadable file is its lines: they are listed below it. */}
      <ErrorBanner message={failure?.lines.length ? t('upload.unreadable') : failure?.message} />
      {failure && failure.lines.length > 0 && (
        <Problems aria-label={t('upload.unreadable')}>
          {failure.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Problems>
      )}
      <SubmitButton submitting={form.submitting} submittingLabel={t('upload.sending')}>
        {t('upload.submit')}
      </SubmitButton>
    </form>
  );
}

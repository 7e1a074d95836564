import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ErrorBanner, Modal, SubmitButton, TextAreaField, TextField } from '@kaamyaab/shared-ui';
import {
  applicationsApi,
  applyErrors,
  describeError,
  responseStatus,
} from '@kaamyaab/shared-api/client';
import { ApplyFormSchema, type ApplicationDto, type JobDto } from '@kaamyaab/shared-api/contract';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

type Field = 'coverLetter' | 'proposedRate' | 'estimatedCompletionTime';
type Values = Record<Field, string>;
const emptyValues: Values = { coverLetter: '', proposedRate: '', estimatedCompletionTime: '' };

function fieldErrors(values: Values): Partial<Record<Field, string>> {
  const parsed = ApplyFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface ApplyModalProps {
  job: JobDto;
  applicantId: string | undefined;
  onClose: () => void;
  onApplied: (application: ApplicationDto) => void;
  /** The server says this freelancer applied already (another tab, an older page). */
  onAlreadyApplied: (jobId: string) => void;
}

/**
 * The apply modal of the spec: cover letter, proposed rate in PKR and estimated time, all
 * required. A failure is shown here (the spec only logs it) and keeps what was typed.
 */
export function ApplyModal({
  job,
  applicantId,
  onClose,
  onApplied,
  onAlreadyApplied,
}: ApplyModalProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = touched ? fieldErrors(values) : {};

  const change = (field: Field) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(fieldErrors(values)).length > 0) return;
    const body = ApplyFormSchema.parse(values);
    setSubmitting(true);
    setFailure(null);
    try {
      const application = await applicationsApi.applyForJob({
        jobId: job._id,
        applicantId,
        ...body,
      });
      onApplied(application);
    } catch (error) {
      console.error('Failed to apply for the job', error);
      if (responseStatus(error) === 409) onAlreadyApplied(job._id);
      setFailure(describeError(error, applyErrors));
      setSubmitting(false);
    }
  }

  return (
    <Modal open title={`Apply for ${job.title}`} onClose={onClose}>
      <Form noValidate onSubmit={submit}>
        {failure && <ErrorBanner message={failure} />}
        <TextAreaField
          label="Cover letter"
          name="coverLetter"
          rows={4}
          required
          placeholder="Tell them about yourself and why they should hire you?"
          value={values.coverLetter}
          onChange={(event) => change('coverLetter')(event.target.value)}
          error={errors.coverLetter}
        />
        <TextField
          label="Proposed rate (PKR)"
          name="proposedRate"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          placeholder="eg., 20000 PKR"
          value={values.proposedRate}
          onChange={(event) => change('proposedRate')(event.target.value)}
          error={errors.proposedRate}
        />
        <TextField
          label="Estimated completion time"
          name="estimatedCompletionTime"
          required
          placeholder="e.g., 2 weeks"
          value={values.estimatedCompletionTime}
          onChange={(event) => change('estimatedCompletionTime')(event.target.value)}
          error={errors.estimatedCompletionTime}
        />
        <SubmitButton submitting={submitting}>Submit Application</SubmitButton>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import {
  ErrorBanner,
  Modal,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';
import { applicationsApi, applyErrors, describeError } from '@kaamyaab/shared-api/client';
import {
  ApplyFormSchema,
  applicationMessages,
  formValidator,
  type ApplicationDto,
  type JobDto,
} from '@kaamyaab/shared-api/contract';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const emptyValues = { coverLetter: '', proposedRate: '', estimatedCompletionTime: '' };
const validate = formValidator<typeof emptyValues>(ApplyFormSchema);

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
  const form = useForm({ initialValues: emptyValues, validate });
  const [failure, setFailure] = useState<string | null>(null);

  async function apply(values: typeof emptyValues) {
    const body = ApplyFormSchema.parse(values);
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
      const sentence = describeError(error, applyErrors);
      // Of the 409s, only this one means an application exists; a filled or closed job does not.
      if (sentence === applicationMessages.alreadyApplied) onAlreadyApplied(job._id);
      setFailure(sentence);
    }
  }

  return (
    <Modal open title={`Apply for ${job.title}`} onClose={onClose}>
      <Form noValidate onSubmit={form.handleSubmit(apply)}>
        {failure && <ErrorBanner message={failure} />}
        <TextAreaField
          label="Cover letter"
          rows={4}
          required
          placeholder="Tell them about yourself and why they should hire you?"
          {...form.bind('coverLetter')}
        />
        <TextField
          label="Proposed rate (PKR)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          placeholder="eg., 20000 PKR"
          {...form.bind('proposedRate')}
        />
        <TextField
          label="Estimated completion time"
          required
          placeholder="e.g., 2 weeks"
          {...form.bind('estimatedCompletionTime')}
        />
        <SubmitButton submitting={form.submitting}>Submit Application</SubmitButton>
      </Form>
    </Modal>
  );
}

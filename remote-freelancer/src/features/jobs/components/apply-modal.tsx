import { useState } from 'react';
import styled from 'styled-components';
import { logger, Button } from '@kaamyaab/shared-ui';
import {
  ConfirmDialog,
  ErrorBanner,
  Modal,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
  WaitingForNetwork,
  WholeNumberField,
} from '@kaamyaab/shared-ui/forms';
import {
  applicationsApi,
  applyErrors,
  describeError,
  failureCode,
} from '@kaamyaab/shared-api/client';
import {
  ApplyFormSchema,
  formValidator,
  type ApplicationDto,
  type JobDto,
} from '@kaamyaab/shared-api/contract';
import { useFreelancerT } from '../../../i18n/freelancer-strings';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** What the freelancer typed into the form, kept per job while the page lives. */
export interface ApplyDraft {
  coverLetter: string;
  proposedRate: string;
  estimatedCompletionTime: string;
}

const emptyDraft: ApplyDraft = { coverLetter: '', proposedRate: '', estimatedCompletionTime: '' };
const validate = formValidator<ApplyDraft>(ApplyFormSchema);

const fields = Object.keys(emptyDraft) as (keyof ApplyDraft)[];
const hasText = (values: ApplyDraft) => fields.some((field) => values[field].trim() !== '');
const sameDraft = (a: ApplyDraft, b: ApplyDraft) => fields.every((field) => a[field] === b[field]);

interface ApplyModalProps {
  job: JobDto;
  applicantId: string | undefined;
  /** What was kept from an earlier visit to this job's form. */
  draft?: ApplyDraft;
  /** The form is closed; `kept` is the draft to keep for this job, or null for none. */
  onClose: (kept: ApplyDraft | null) => void;
  onApplied: (application: ApplicationDto) => void;
  /** The server says this freelancer applied already (another tab, an older page). */
  onAlreadyApplied: (jobId: string) => void;
}

/**
 * The apply modal of the spec: cover letter, proposed rate in PKR and estimated time, all
 * required. A failure is shown here (the spec only logs it) and keeps what was typed. Closing
 * (Close, Cancel, Escape, the backdrop) with typed text not yet kept asks first: keep editing,
 * save it as this job's draft, or discard it; an empty or unchanged form closes at once.
 */
export function ApplyModal({
  job,
  applicantId,
  draft,
  onClose,
  onApplied,
  onAlreadyApplied,
}: ApplyModalProps) {
  const { t } = useFreelancerT();
  const kept = draft ?? emptyDraft;
  const form = useForm({ initialValues: kept, validate, draft: `apply:${job._id}` });
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // The server says an application exists: nothing typed here can be sent any more.
  const [applied, setApplied] = useState(false);

  const requestClose = () => {
    // The application is on its way; its answer decides what follows.
    if (form.submitting) return;
    if (applied || !hasText(form.values)) onClose(null);
    else if (sameDraft(form.values, kept)) onClose(kept);
    else setAsking(true);
  };

  async function apply(values: ApplyDraft) {
    const body = ApplyFormSchema.parse(values);
    setFailure(null);
    try {
      const application = await applicationsApi.applyForJob({
        jobId: job._id,
        applicantId,
        ...body,
      });
      form.clearDraft();
      onApplied(application);
    } catch (error) {
      logger.error('Failed to apply for the job', error);
      // Of the 409s, only this one means an application exists; a filled or closed job does not.
      if (failureCode(error) === 'alreadyApplied') {
        setApplied(true);
        onAlreadyApplied(job._id);
      }
      setFailure(describeError(error, applyErrors));
    }
  }

  return (
    <Modal open title={t('apply.title', { title: job.title })} onClose={requestClose}>
      <Form noValidate onSubmit={form.handleSubmit(apply)}>
        {failure && <ErrorBanner message={failure} />}
        <WaitingForNetwork waiting={form.waiting} />
        <TextAreaField
          label={t('apply.coverLetter')}
          rows={4}
          required
          placeholder={t('apply.coverLetterPlaceholder')}
          {...form.bind('coverLetter')}
        />
        <WholeNumberField
          label={t('apply.rate')}
          required
          placeholder={t('apply.ratePlaceholder')}
          {...form.bind('proposedRate')}
        />
        <TextField
          label={t('apply.time')}
          required
          placeholder={t('apply.timePlaceholder')}
          {...form.bind('estimatedCompletionTime')}
        />
        <Actions>
          <Button variant="secondary" onClick={requestClose}>
            {t('apply.cancel')}
          </Button>
          <SubmitButton submitting={form.submitting}>{t('apply.submit')}</SubmitButton>
        </Actions>
      </Form>
      <ConfirmDialog
        open={asking}
        title={t('apply.closeTitle')}
        cancelLabel={t('apply.keepEditing')}
        alternative={{ label: t('apply.saveDraft'), onChoose: () => onClose(form.values) }}
        confirmLabel={t('apply.discard')}
        danger
        onConfirm={() => {
          form.clearDraft();
          onClose(null);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t('apply.closeBody', { title: job.title })}</p>
      </ConfirmDialog>
    </Modal>
  );
}

import { useState } from 'react';
import { useNavigate } from '@kaamyaab/shared-api/router';
import styled from 'styled-components';
import { logger, useSentence } from '@kaamyaab/shared-ui';
import {
  ErrorBanner,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  WholeNumberField,
  useForm,
  WaitingForNetwork,
} from '@kaamyaab/shared-ui/forms';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { describeError, editJobErrors, jobsApi, postJobErrors } from '@kaamyaab/shared-api/client';
import { jobCategories, type PostJobBody, type PostedJobDto } from '@kaamyaab/shared-api/contract';
import { useCompanyT } from '../../../i18n/company-strings';
import { jobPostedState } from '../job-posted';
import {
  checkPostJob,
  initialPostJobValues,
  validatePostJob,
  valuesFromJob,
  type PostJobValues,
} from '../post-job-values';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 44rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

type Translate = ReturnType<typeof useCompanyT>['t'];

const projectTypeOptions = (t: Translate) => [
  { value: 'one-time', label: t('postJob.oneTime') },
  { value: 'ongoing', label: t('postJob.ongoing') },
];
const experienceOptions = (t: Translate) => [
  { value: 'entry', label: t('postJob.entry') },
  { value: 'intermediate', label: t('postJob.intermediate') },
  { value: 'expert', label: t('postJob.expert') },
];
/**
 * The form's categories, with a posted job's own when it is not one of them. The value stays the
 * contract's English; the label is shown in the page's language.
 */
const categoryOptions = (say: (sentence: string) => string, own?: string) =>
  [
    ...jobCategories,
    ...(own && !(jobCategories as readonly string[]).includes(own) ? [own] : []),
  ].map((category) => ({ value: category, label: say(category) }));

interface PostJobFormProps {
  /** A posted job to edit: the form starts from it and saves it instead of posting a new one. */
  job?: PostedJobDto;
  onSaved?: (job: PostedJobDto) => void;
}

/**
 * Post a New Job, checked with the contract's rules on every change and blur and on submit, the
 * messages under their fields as in every form (noValidate: no browser bubbles); success goes to
 * the posted jobs, which say the job was posted, and a failure stays on the form with the
 * server's message. Given a job, the same form and rules edit it.
 */
export function PostJobForm({ job, onSaved }: PostJobFormProps) {
  const { t } = useCompanyT();
  const say = useSentence();
  const navigate = useNavigate();
  const form = useForm({
    // A new job's title starts as the page's language starts a wanted ad ('Looking for a').
    initialValues: job
      ? valuesFromJob(job)
      : { ...initialPostJobValues, title: t('postJob.titleStart') },
    validate: validatePostJob,
    // A new job is kept as it is written; an edit starts from the saved job each time.
    draft: job ? undefined : 'post-job',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const companyId = useSignedIn('company')?._id;
  const { bind } = form;

  async function save(body: PostJobBody) {
    if (!job) {
      const posted = await jobsApi.postJob(body);
      form.clearDraft();
      navigate(paths.companyJobsPosted, { state: jobPostedState(posted.title) });
      return;
    }
    const saved = await jobsApi.editJob(job._id, body);
    onSaved?.(saved);
  }

  async function submit(values: PostJobValues) {
    const checked = checkPostJob(values, companyId);
    if (!checked.body) return;
    setFailure(null);
    try {
      await save(checked.body);
    } catch (error) {
      logger.error(job ? 'Error saving job' : 'Error posting job', error);
      setFailure(describeError(error, job ? editJobErrors : postJobErrors));
    }
  }

  return (
    <Form
      noValidate
      aria-label={job ? t('postJob.editLabel', { title: job.title }) : undefined}
      onSubmit={form.handleSubmit(submit)}
    >
      {failure && <ErrorBanner message={failure} />}
      <WaitingForNetwork waiting={form.waiting} />
      <TextField label={t('postJob.title')} required maxLength={120} {...bind('title')} />
      <TextAreaField label={t('postJob.description')} required rows={6} {...bind('description')} />
      <Row>
        <SelectField
          label={t('postJob.projectType')}
          options={projectTypeOptions(t)}
          {...bind('projectType')}
        />
        <SelectField
          label={t('postJob.experience')}
          options={experienceOptions(t)}
          {...bind('experienceLevel')}
        />
      </Row>
      <SelectField
        label={t('postJob.category')}
        required
        placeholder={t('postJob.categoryPlaceholder')}
        options={categoryOptions(say, job?.jobCategory)}
        {...bind('jobCategory')}
      />
      <TextField
        label={t('postJob.skills')}
        required
        placeholder={t('postJob.skillsPlaceholder')}
        {...bind('skills')}
      />
      <Row>
        <WholeNumberField
          label={t('postJob.budget')}
          required
          placeholder={t('postJob.budgetPlaceholder')}
          {...bind('budget')}
        />
        <TextField
          label={t('postJob.duration')}
          placeholder={t('postJob.durationPlaceholder')}
          maxLength={120}
          {...bind('duration')}
        />
      </Row>
      <WholeNumberField
        label={t('postJob.freelancers')}
        max={100}
        {...bind('numberOfFreelancers')}
      />
      <SubmitButton submitting={form.submitting}>
        {job ? t('postJob.save') : t('postJob.post')}
      </SubmitButton>
    </Form>
  );
}

import { useState } from 'react';
import { useNavigate } from '@kaamyaab/shared-api/router';
import styled from 'styled-components';
import {
  ErrorBanner,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';
import { paths, useSignedIn } from '@kaamyaab/shared-api';
import { describeError, editJobErrors, jobsApi, postJobErrors } from '@kaamyaab/shared-api/client';
import { jobCategories, type PostJobBody, type PostedJobDto } from '@kaamyaab/shared-api/contract';
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

const projectTypeOptions = [
  { value: 'one-time', label: 'One-time project' },
  { value: 'ongoing', label: 'Ongoing work' },
];
const experienceOptions = [
  { value: 'entry', label: 'Entry level' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'expert', label: 'Expert' },
];
/** The form's categories, with a posted job's own when it is not one of them. */
const categoryOptions = (own?: string) =>
  [
    ...jobCategories,
    ...(own && !(jobCategories as readonly string[]).includes(own) ? [own] : []),
  ].map((category) => ({ value: category, label: category }));

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
  const navigate = useNavigate();
  const form = useForm({
    initialValues: job ? valuesFromJob(job) : initialPostJobValues,
    validate: validatePostJob,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const companyId = useSignedIn('company')?._id;
  const { bind } = form;

  async function save(body: PostJobBody) {
    if (!job) {
      const posted = await jobsApi.postJob(body);
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
      console.error(job ? 'Error saving job' : 'Error posting job', error);
      setFailure(describeError(error, job ? editJobErrors : postJobErrors));
    }
  }

  return (
    <Form
      noValidate
      aria-label={job ? `Edit ${job.title}` : undefined}
      onSubmit={form.handleSubmit(submit)}
    >
      {failure && <ErrorBanner message={failure} />}
      <TextField label="Job title" required maxLength={120} {...bind('title')} />
      <TextAreaField label="Description" required rows={6} {...bind('description')} />
      <Row>
        <SelectField label="Project type" options={projectTypeOptions} {...bind('projectType')} />
        <SelectField
          label="Experience level"
          options={experienceOptions}
          {...bind('experienceLevel')}
        />
      </Row>
      <SelectField
        label="Job category"
        required
        placeholder="Select a category"
        options={categoryOptions(job?.jobCategory)}
        {...bind('jobCategory')}
      />
      <TextField
        label="Required skills (comma-separated)"
        required
        placeholder="e.g., React, Node.js, Figma"
        {...bind('skills')}
      />
      <Row>
        <TextField
          label="Budget (PKR)"
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g., 150000"
          {...bind('budget')}
        />
        <TextField
          label="Project duration"
          placeholder="e.g., 3 weeks"
          maxLength={120}
          {...bind('duration')}
        />
      </Row>
      <TextField
        label="Number of freelancers needed"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        {...bind('numberOfFreelancers')}
      />
      <SubmitButton submitting={form.submitting}>{job ? 'Save Changes' : 'Post Job'}</SubmitButton>
    </Form>
  );
}

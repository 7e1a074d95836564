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
import { describeError, jobsApi, postJobErrors } from '@kaamyaab/shared-api/client';
import { jobCategories } from '@kaamyaab/shared-api/contract';
import {
  checkPostJob,
  initialPostJobValues,
  validatePostJob,
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
const categoryOptions = jobCategories.map((category) => ({ value: category, label: category }));

/**
 * Post a New Job, checked with the contract's rules on every change and blur and on submit;
 * success goes to the posted jobs, a failure stays on the form with the server's message.
 */
export function PostJobForm() {
  const navigate = useNavigate();
  const form = useForm({ initialValues: initialPostJobValues, validate: validatePostJob });
  const [failure, setFailure] = useState<string | null>(null);
  const companyId = useSignedIn('company')?._id;
  const { bind } = form;

  async function submit(values: PostJobValues) {
    const checked = checkPostJob(values, companyId);
    if (!checked.body) return;
    setFailure(null);
    try {
      await jobsApi.postJob(checked.body);
      navigate(paths.companyJobsPosted);
    } catch (error) {
      console.error('Error posting job', error);
      setFailure(describeError(error, postJobErrors));
    }
  }

  return (
    <Form noValidate onSubmit={form.handleSubmit(submit)}>
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
        options={categoryOptions}
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
      <SubmitButton submitting={form.submitting}>Post Job</SubmitButton>
    </Form>
  );
}

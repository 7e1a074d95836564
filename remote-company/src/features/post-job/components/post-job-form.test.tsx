import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@kaamyaab/shared-api';
import { jobsApi } from '@kaamyaab/shared-api/client';
import { expectSubmitRefused } from '@kaamyaab/shared-ui/testing';
import {
  aJob,
  companyId,
  httpFailure,
  renderWithTheme,
  signedInCompanyEachTest,
} from '../../test-fixtures';
import { PostedJobs } from '../../jobs-posted/components/posted-jobs';
import { PostJobForm } from './post-job-form';

function renderForm() {
  renderWithTheme(
    <MemoryRouter initialEntries={[paths.companyPostJob]}>
      <Routes>
        <Route path={paths.companyPostJob} element={<PostJobForm />} />
        <Route path={paths.companyJobsPosted} element={<PostedJobs />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillValidJob() {
  await userEvent.type(screen.getByLabelText('Job title'), ' React developer');
  await userEvent.type(screen.getByLabelText('Description'), 'Build our shop.');
  await userEvent.selectOptions(screen.getByLabelText('Project type'), 'ongoing');
  await userEvent.selectOptions(screen.getByLabelText('Experience level'), 'expert');
  await userEvent.selectOptions(screen.getByLabelText('Job category'), 'Web Development');
  await userEvent.type(
    screen.getByLabelText('Required skills (comma-separated)'),
    'React, Node.js , ,Figma',
  );
  await userEvent.type(screen.getByLabelText('Budget (PKR)'), '150000');
  await userEvent.type(screen.getByLabelText('Project duration'), '3 weeks');
}

describe('PostJobForm', () => {
  signedInCompanyEachTest();
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("starts the title as 'Looking for a' and asks for one freelancer", () => {
    renderForm();
    expect(screen.getByLabelText('Job title')).toHaveValue('Looking for a');
    expect(screen.getByLabelText('Number of freelancers needed')).toHaveValue(1);
    expect(screen.getByLabelText('Number of freelancers needed')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Job category')).toHaveValue('');
  });

  it('shows the contract messages and makes no call when required fields are missing', async () => {
    const post = jest.spyOn(jobsApi, 'postJob');
    renderForm();
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.clear(screen.getByLabelText('Number of freelancers needed'));
    await userEvent.type(screen.getByLabelText('Number of freelancers needed'), '0');
    await expectSubmitRefused(post, {
      button: 'Post Job',
      required: [
        'Job title is required',
        'Description is required',
        'Job category is required',
        'At least one skill is required',
        'Budget is required',
        'At least 1 freelancer is needed',
      ],
    });
  });

  it('shows each message under its field, tied to it, as it is left: no browser bubbles', async () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Post Job' }).closest('form')).toHaveAttribute(
      'novalidate',
    );
    const title = screen.getByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.tab();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Job title is required');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(title, 'Looking for a writer');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Job title is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(screen.getByLabelText('Budget (PKR)')).toHaveAccessibleDescription('Budget is required');
  });

  it('sends the skills as an array and says so on the posted jobs on success', async () => {
    const post = jest.spyOn(jobsApi, 'postJob').mockResolvedValue(aJob());
    jest
      .spyOn(jobsApi, 'fetchJobsPosted')
      .mockResolvedValue({ jobs: [aJob()], limit: 50, nextCursor: null });
    renderForm();
    await fillValidJob();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('heading', { name: 'Posted Jobs' })).toBeInTheDocument();
    const notice = (await screen.findByText(/Job posted\./)).closest('[role="status"]');
    expect(notice).toHaveTextContent('“Looking for a React developer” is open for applications');
    expect(post).toHaveBeenCalledWith({
      title: 'Looking for a React developer',
      description: 'Build our shop.',
      projectType: 'ongoing',
      experienceLevel: 'expert',
      jobCategory: 'Web Development',
      skills: ['React', 'Node.js', 'Figma'],
      budget: 150000,
      duration: '3 weeks',
      numberOfFreelancers: 1,
      postedBy: companyId,
    });
  });

  it('stays on the form with the server message in the error banner on failure', async () => {
    jest
      .spyOn(jobsApi, 'postJob')
      .mockRejectedValue(httpFailure(403, 'Only an approved company can post jobs.'));
    renderForm();
    await fillValidJob();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Only an approved company can post jobs.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post Job' })).toBeEnabled());
    expect(screen.getByLabelText('Job title')).toHaveValue('Looking for a React developer');
    expect(screen.queryByRole('heading', { name: 'Posted Jobs' })).not.toBeInTheDocument();
  });
});

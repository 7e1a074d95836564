import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsApi, jobsApi } from '@kaamyaab/shared-api/client';
import type { PostedJobDto } from '@kaamyaab/shared-api/contract';
import {
  aJob,
  anApplication,
  companyId,
  httpFailure,
  onePage,
  signedInCompanyEachTest,
} from '../../test-fixtures';
import { PostedJobCard } from './posted-job-card';
import { renderInArea } from '@kaamyaab/shared-api/testing';

function renderCard(job: PostedJobDto, onChanged = jest.fn()) {
  renderInArea(<PostedJobCard job={job} onChanged={onChanged} />);
  return onChanged;
}

const open = () =>
  userEvent.click(screen.getByRole('button', { name: /Looking for a React developer/ }));

describe("PostedJobCard: the job's life", () => {
  signedInCompanyEachTest();
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(applicationsApi, 'fetchJobApplications').mockResolvedValue(onePage([]));
  });

  it("shows the job's state and its counts before it is opened", () => {
    renderCard(aJob({ status: 'filled', counts: { applications: 3, pending: 1, accepted: 1 } }));
    expect(screen.getByText('filled')).toHaveAttribute('data-status', 'filled');
    expect(screen.getByText('3 applications · 1 pending · 1 accepted')).toBeInTheDocument();
  });

  it('closes an open job and reopens a closed one, handing on the answer', async () => {
    const closed = aJob({ status: 'closed' });
    const change = jest.spyOn(jobsApi, 'changeJobStatus').mockResolvedValue(closed);
    const onChanged = renderCard(aJob());
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(change).toHaveBeenCalledWith(aJob()._id, 'closed');
    expect(onChanged).toHaveBeenCalledWith(closed);
    cleanup();
    renderCard(closed);
    await open();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(change).toHaveBeenLastCalledWith(aJob()._id, 'open');
  });

  it('says why a reopen was refused', async () => {
    const sentence =
      'This job has all the freelancers it needs. Raise the number of freelancers needed to reopen it.';
    jest.spyOn(jobsApi, 'changeJobStatus').mockRejectedValue(httpFailure(409, sentence));
    renderCard(aJob({ status: 'closed' }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });

  it('edits with the post-job form, filled with the job, and hands on the saved job', async () => {
    const saved = aJob({ title: 'Looking for a Vue developer', budget: 90000 });
    const edit = jest.spyOn(jobsApi, 'editJob').mockResolvedValue(saved);
    const onChanged = renderCard(aJob());
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Looking for a React developer' });
    expect(within(form).getByLabelText('Required skills (comma-separated)')).toHaveValue(
      'React, TypeScript',
    );
    const title = within(form).getByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Looking for a Vue developer');
    await userEvent.clear(within(form).getByLabelText('Budget (PKR)'));
    await userEvent.type(within(form).getByLabelText('Budget (PKR)'), '90000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(edit).toHaveBeenCalledWith(
      aJob()._id,
      expect.objectContaining({
        title: 'Looking for a Vue developer',
        budget: 90000,
        skills: ['React', 'TypeScript'],
        postedBy: companyId,
      }),
    );
    expect(onChanged).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the form in place of the details until editing is cancelled', async () => {
    const edit = jest.spyOn(jobsApi, 'editJob');
    renderCard(aJob());
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByText('Project type', { selector: 'dt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Project type', { selector: 'dt' })).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
  });

  it('says why an edit was refused once an application is accepted', async () => {
    const sentence =
      'This job has an accepted application, so only the number of freelancers needed can be raised.';
    jest.spyOn(jobsApi, 'editJob').mockRejectedValue(httpFailure(409, sentence));
    renderCard(
      aJob({ counts: { applications: 1, pending: 0, accepted: 1 }, numberOfFreelancers: 2 }),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(
      screen.getByText(
        'An application is accepted: only the number of freelancers needed can be raised.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('offers no Accept on a filled job, Reject still', async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    renderCard(aJob({ status: 'filled' }));
    await open();
    const item = await screen.findByRole('article', { name: 'Application from Ayesha Khan' });
    expect(within(item).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('an accept that reaches the number needed shows the job filled, with its counts', async () => {
    jest
      .spyOn(applicationsApi, 'fetchJobApplications')
      .mockResolvedValue(onePage([anApplication()]));
    jest
      .spyOn(applicationsApi, 'updateApplicationStatus')
      .mockResolvedValue(anApplication({ status: 'accepted' }));
    const onChanged = renderCard(aJob());
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const question = screen.getByRole('alertdialog', { name: 'Accept Ayesha Khan?' });
    expect(question).toHaveTextContent(
      'This fills the last place on “Looking for a React developer”: it stops taking applications, and anyone still pending is told.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, accept' }));
    await screen.findByText('accepted');
    expect(onChanged).toHaveBeenCalledWith(
      aJob({ status: 'filled', counts: { applications: 2, pending: 1, accepted: 1 } }),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobsApi, talentApi } from '@kaamyaab/shared-api/client';
import type { TalentDto } from '@kaamyaab/shared-api/contract';
import { aJob, httpFailure, signedInCompanyEachTest } from '../test-fixtures';
import { TalentDirectory } from './talent-directory';
import { renderInArea } from '@kaamyaab/shared-api/testing';

const sana: TalentDto = {
  _id: 'b7e0f1c2-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  fullName: 'Sana Mirza',
  skills: ['Laravel', 'Vue'],
  bio: 'Backend developer from Peshawar.',
  avatar: null,
  joinedAt: '2026-03-02T09:00:00.000Z',
  acceptedJobs: 2,
  contact: null,
  reputation: { score: 82, counted: 4, badges: ['identityVerified'] },
};

const renderDirectory = (url = '/company-dashboard/talent') =>
  renderInArea(<TalentDirectory />, url);

describe('Find Talent', () => {
  signedInCompanyEachTest();

  it("searches from the URL and shows each freelancer's public face", async () => {
    const find = jest
      .spyOn(talentApi, 'findTalent')
      .mockResolvedValue({ freelancers: [sana], limit: 20, nextCursor: null });
    renderDirectory('/company-dashboard/talent?q=laravel&skills=vue');
    const card = await screen.findByRole('article', { name: 'Sana Mirza' });
    expect(find).toHaveBeenCalledWith({ q: 'laravel', skills: 'vue', after: undefined });
    expect(within(card).getByText('Joined March 2026 · 2 jobs accepted')).toBeInTheDocument();
    expect(within(card).getByText('Backend developer from Peshawar.')).toBeInTheDocument();
    expect(within(card).getByText('Vue')).toBeInTheDocument();
    expect(within(card).queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search talent')).toHaveValue('laravel');
    // The score and badges (docs/decisions/032-reputation.md), and where they come from.
    expect(within(card).getByText('Score 82 of 100')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Checked by Kaamyaab' })).toHaveTextContent(
      'CNIC verified',
    );
    expect(
      within(card).getByRole('link', { name: 'Public profile of Sana Mirza' }),
    ).toHaveAttribute('href', `/freelancers/${sana._id}`);
    expect(screen.getByRole('link', { name: 'How scores work' })).toHaveAttribute(
      'href',
      '/how-scores-work',
    );
  });

  it('shows the contact of a freelancer the company hired', async () => {
    jest.spyOn(talentApi, 'findTalent').mockResolvedValue({
      freelancers: [{ ...sana, contact: { email: 'sana@example.pk', phone: '03001234567' } }],
      limit: 20,
      nextCursor: null,
    });
    renderDirectory();
    expect(await screen.findByRole('link', { name: 'sana@example.pk' })).toHaveAttribute(
      'href',
      'mailto:sana@example.pk',
    );
    expect(screen.getByRole('link', { name: '0300-1234567' })).toHaveAttribute(
      'href',
      'tel:03001234567',
    );
  });

  it('invites a freelancer to one of the open jobs, and says why a refusal happened', async () => {
    jest
      .spyOn(talentApi, 'findTalent')
      .mockResolvedValue({ freelancers: [sana], limit: 20, nextCursor: null });
    const open = aJob();
    jest.spyOn(jobsApi, 'fetchJobsPosted').mockResolvedValue({
      jobs: [
        open,
        aJob({ _id: 'a1b2c3d4-0000-4000-8000-000000000001', status: 'closed', title: 'Old job' }),
      ],
      limit: 200,
      nextCursor: null,
    });
    const invite = jest
      .spyOn(talentApi, 'inviteToJob')
      .mockRejectedValueOnce(
        httpFailure(409, 'You have already invited this freelancer to this job.'),
      )
      .mockResolvedValueOnce({
        _id: 'i1',
        jobId: open._id,
        freelancerId: sana._id,
        createdAt: '2026-11-25T10:00:00.000Z',
      });
    renderDirectory();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite to apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Sana Mirza to apply' });
    const jobs = await within(dialog).findByLabelText('Job');
    expect(within(jobs).queryByRole('option', { name: 'Old job' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Choose one of your open jobs')).toBeInTheDocument();
    await userEvent.selectOptions(jobs, open.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('You have already invited this freelancer to this job.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText(
        'Invitation sent. Sana Mirza will see it on the job and by email.',
      ),
    ).toBeInTheDocument();
    expect(invite).toHaveBeenLastCalledWith({ jobId: open._id, freelancerId: sana._id });
  });

  it("shows what is wrong with a link's search instead of a failure", async () => {
    jest
      .spyOn(talentApi, 'findTalent')
      .mockRejectedValue(httpFailure(400, 'Choose at most 10 skills'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDirectory(`/company-dashboard/talent?skills=${'a,'.repeat(11)}`);
    expect(screen.getByLabelText('Skills')).toHaveAccessibleDescription(
      expect.stringContaining('Choose at most 10 skills'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Correct the search above to see freelancers.',
    );
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears the search', async () => {
    const find = jest
      .spyOn(talentApi, 'findTalent')
      .mockResolvedValue({ freelancers: [], limit: 20, nextCursor: null });
    renderDirectory('/company-dashboard/talent?q=cobol');
    expect(await screen.findByText(/No freelancers match this search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(find).toHaveBeenLastCalledWith({ after: undefined });
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveEntry, useAuthStore } from '@kaamyaab/shared-api';
import { applicationsApi, jobsApi, talentApi } from '@kaamyaab/shared-api/client';
import { formatDate, setLanguage } from '@kaamyaab/shared-ui';
import { aJob, anApplication } from '../test-fixtures';
import { JobsBoard } from './jobs-board';
import { renderJobPage } from '../../../test/render-in-area';
import { renderInArea } from '@kaamyaab/shared-api/testing';

const job = { ...aJob(), applicants: 2 };

describe('the jobs pages in Urdu', () => {
  beforeEach(async () => {
    saveEntry('user', { data: { freelancer: { _id: 'freelancer-1' } } });
    useAuthStore.getState().hydrate();
    jest.spyOn(applicationsApi, 'fetchMyApplications').mockResolvedValue([]);
    await act(() => setLanguage('ur'));
  });
  afterEach(async () => {
    cleanup();
    useAuthStore.getState().logout('freelancer');
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('shows Available Jobs with Apply Now in Urdu', async () => {
    jest
      .spyOn(jobsApi, 'fetchAllJobs')
      .mockResolvedValue({ jobs: [job], limit: 50, nextCursor: null });
    renderInArea(<JobsBoard />, '/freelancer-dashboard/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'دستیاب جابز' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /React developer/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ابھی اپلائی کریں' })).toBeEnabled(),
    );
  });

  it('shows one job, its invitation, the apply form and its success in Urdu', async () => {
    jest.spyOn(jobsApi, 'fetchJob').mockResolvedValue(job);
    const invitedOn = '2026-11-20T10:00:00.000Z';
    jest
      .spyOn(talentApi, 'fetchMyInvitation')
      .mockResolvedValue({ companyName: 'Indus Labs', createdAt: invitedOn });
    jest.spyOn(applicationsApi, 'applyForJob').mockResolvedValue(anApplication());
    renderJobPage(job._id);
    expect(
      await screen.findByText(
        `Indus Labs نے ${formatDate(invitedOn, 'ur')} کو آپ کو اس جاب پر اپلائی کرنے کی دعوت دی۔`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: '→ دستیاب جابز' })).toBeInTheDocument();

    const applyNow = screen.getByRole('button', { name: 'ابھی اپلائی کریں' });
    await waitFor(() => expect(applyNow).toBeEnabled());
    await userEvent.click(applyNow);
    const form = screen.getByRole('dialog', { name: `${job.title} کے لیے اپلائی کریں` });
    await userEvent.type(within(form).getByLabelText('کور لیٹر'), 'I have built three shops.');
    await userEvent.type(within(form).getByLabelText('آپ کا ریٹ (روپے)'), '20000');
    expect(within(form).getByLabelText('کام مکمل کرنے کا اندازاً وقت')).toHaveAttribute(
      'placeholder',
      'مثلاً 2 ہفتے',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'منسوخ کریں' }));
    const asking = screen.getByRole('alertdialog', { name: 'بھیجے بغیر بند کر دیں؟' });
    await userEvent.click(within(asking).getByRole('button', { name: 'لکھنا جاری رکھیں' }));
    await userEvent.type(within(form).getByLabelText('کام مکمل کرنے کا اندازاً وقت'), '2 weeks');
    await userEvent.click(within(form).getByRole('button', { name: 'درخواست بھیجیں' }));

    const sent = await screen.findByRole('dialog', { name: 'درخواست بھیج دی گئی' });
    expect(sent).toHaveTextContent(`“${job.title}” کے لیے آپ کی درخواست Sabzi Mandi Tech کو`);
    await userEvent.click(within(sent).getByRole('button', { name: 'ٹھیک ہے' }));
    expect(screen.getByRole('button', { name: 'اپلائی کر چکے ہیں' })).toBeDisabled();
  });
});

import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsApi } from '@kaamyaab/shared-api/client';
import { formatPkr, setLanguage } from '@kaamyaab/shared-ui';
import { MyApplications } from './my-applications';
import { renderInArea } from '@kaamyaab/shared-api/testing';

const createdAt = '2024-05-02T10:00:00.000Z';
const pending = {
  _id: 'c2f5a0f4-1b1e-4e6a-8f7e-6d4c0b9a7e21',
  job: { _id: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01', title: 'Logo design', status: 'closed' },
  company: { _id: '8a0c3c1e-7d7b-4b0e-a9a9-2a7c6f1f0c11', companyName: 'Sabzi Mandi Tech' },
  coverLetter: 'I have built three shops.',
  proposedRate: 20000,
  estimatedCompletionTime: '2 weeks',
  status: 'pending',
  createdAt,
} as const;

describe('My Applications in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('names the page, the facts, the PKR rate, the date and the withdraw question in Urdu', async () => {
    jest
      .spyOn(applicationsApi, 'fetchMyApplicationsPage')
      .mockResolvedValue({ applications: [pending], limit: 50, nextCursor: 'more' });
    renderInArea(<MyApplications />);
    expect(screen.getByRole('heading', { level: 1, name: 'میری درخواستیں' })).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Logo design کے لیے درخواست' });
    expect(within(row).getByText('آپ کا ریٹ')).toBeInTheDocument();
    // The matcher reads the no-break space Intl puts after 'Rs' as a plain one.
    expect(within(row).getByText(formatPkr(20000, 'ur').replace(/\s/g, ' '))).toBeInTheDocument();
    const urduDate = new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium' }).format(
      new Date(createdAt),
    );
    expect(within(row).getByText(urduDate)).toHaveAttribute('datetime', createdAt);
    expect(within(row).getByText('کمپنی نے یہ جاب فی الحال بند کر دی ہے۔')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'کمپنی کو پیغام بھیجیں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مزید درخواستیں دکھائیں' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'واپس لیں' }));
    const question = within(row).getByRole('group', { name: 'یہ درخواست واپس لے لیں؟' });
    expect(within(question).getByRole('button', { name: 'جی ہاں، واپس لے لیں' })).toBeEnabled();
    expect(within(question).getByRole('button', { name: 'رہنے دیں' })).toBeEnabled();
  });
});

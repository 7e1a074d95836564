import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { reviewApi } from '@kaamyaab/shared-api/client';
import type { ReviewedAccountDto } from '@kaamyaab/shared-api/contract';
import { theme } from '@kaamyaab/shared-ui';
import { ReviewPage } from './review-page';
import { inUrdu } from '../../test/in-urdu';

const pending: ReviewedAccountDto = {
  role: 'freelancer',
  state: 'pending',
  submittedAt: new Date(Date.now() - 30 * 3_600_000).toISOString(),
  createdAt: new Date().toISOString(),
  emailVerified: false,
  freelancer: {
    _id: 'f1',
    fullName: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    number: '03001234567',
    CNIC: '35202-1234567-1',
    skills: 'React',
    bankAccount: 'PK36SCBL0000001123456702',
    currentlyEmployed: false,
    companyName: '',
    bio: 'Frontend developer from Lahore.',
    avatar: null,
    proofOfRegistrationFee: '/api/v1/files/p1',
    isActive: false,
    sentBack: null,
  },
  documents: [
    {
      _id: 'p1',
      field: 'proofOfRegistrationFee',
      url: '/api/v1/files/p1',
      contentType: 'image/png',
      byteSize: 2048,
    },
  ],
  history: [
    {
      _id: 'e1',
      at: new Date().toISOString(),
      actor: { type: 'admin', _id: 'a1', name: 'Noor' },
      action: 'viewedDetails',
      from: null,
      to: null,
      detail: null,
    },
  ],
};

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/admin-dashboard/manage-users/freelancer/f1']}>
        <Routes>
          <Route path="/admin-dashboard/manage-users/:role/:id" element={<ReviewPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('ReviewPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every field in full, the receipt as an image, the waiting time and the history', async () => {
    const get = jest.spyOn(reviewApi, 'get').mockResolvedValue(pending);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Review: Ayesha Khan' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('freelancer', 'f1');
    expect(screen.getByText('0300-1234567')).toBeVisible();
    expect(screen.getByText('35202-1234567-1')).toBeVisible();
    expect(screen.getByText('PK36SCBL0000001123456702')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Proof of registration fee' })).toHaveAttribute(
      'src',
      '/api/v1/files/p1',
    );
    expect(screen.getByText(/waiting 30 hours/)).toBeVisible();
    expect(screen.getByText(/Email not verified yet/)).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText(
        'Noor viewed the full details',
      ),
    ).toBeVisible();
  });

  it('puts what the owner changed since the last approval first, for the admin to check', async () => {
    const edited = (id: string, changed: string) => ({
      _id: id,
      at: new Date().toISOString(),
      actor: { type: 'freelancer' as const, _id: 'f1', name: 'Ayesha Khan' },
      action: 'edited' as const,
      from: 'approved' as const,
      to: 'pending' as const,
      detail: { changed },
    });
    jest.spyOn(reviewApi, 'get').mockResolvedValue({
      ...pending,
      history: [
        edited('e3', 'bankAccount'),
        edited('e2', 'fullName, bankAccount'),
        { ...pending.history[0]!, _id: 'e1', action: 'approved', from: 'pending', to: 'approved' },
        edited('e0', 'fullName'),
      ],
    });
    renderPage();
    expect(await screen.findByRole('note', { name: 'Changed by the owner' })).toHaveTextContent(
      'Changed by the owner since the last approval: Bank account number, Full name.',
    );
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText(
        'Ayesha Khan edited the profile (Approved → Pending) (changed: Bank account number)',
      ),
    ).toBeVisible();
  });

  it('approves only after a confirmation, then says so', async () => {
    jest.spyOn(reviewApi, 'get').mockResolvedValue(pending);
    const decide = jest.spyOn(reviewApi, 'decide').mockResolvedValue({
      ...pending,
      state: 'approved',
      freelancer: { ...pending.freelancer!, isActive: true },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(decide).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Approve Ayesha Khan\?/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(decide).toHaveBeenCalledWith('freelancer', 'f1', 'approve');
    expect(await screen.findByText('Ayesha Khan was approved.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  });

  it('sends back with a chosen reason, asking for a note when the reason is "other"', async () => {
    jest.spyOn(reviewApi, 'get').mockResolvedValue(pending);
    const sendBack = jest
      .spyOn(reviewApi, 'sendBack')
      .mockResolvedValue({ ...pending, state: 'sentBack' });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Send back for a correction' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(within(form).getByText('Please choose a reason.')).toBeVisible();
    await userEvent.selectOptions(
      within(form).getByLabelText('Reason'),
      'Something needs to be corrected.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(within(form).getByText('Please say what needs to be corrected.')).toBeVisible();
    expect(sendBack).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      within(form).getByLabelText('Reason'),
      'The fee receipt cannot be read. Please upload a clear photo or PDF of it.',
    );
    await userEvent.type(within(form).getByRole('textbox'), 'Blurred photo.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(sendBack).toHaveBeenCalledWith('freelancer', 'f1', {
        reason: 'unreadableReceipt',
        note: 'Blurred photo.',
      }),
    );
    expect(
      await screen.findByText('Ayesha Khan was sent back and will be told why.'),
    ).toBeVisible();
  });
});

describe('ReviewPage in Urdu', () => {
  inUrdu();

  it('reviews the account in Urdu: its fields, what changed, the decision and the history', async () => {
    jest.spyOn(reviewApi, 'get').mockResolvedValue({
      ...pending,
      history: [
        {
          _id: 'e2',
          at: new Date().toISOString(),
          actor: { type: 'freelancer', _id: 'f1', name: 'Ayesha Khan' },
          action: 'edited',
          from: 'approved',
          to: 'pending',
          detail: { changed: 'fullName, bankAccount' },
        },
        { ...pending.history[0]!, _id: 'e1', action: 'approved', from: 'pending', to: 'approved' },
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'ریویو: Ayesha Khan' })).toBeVisible();
    for (const section of ['تفصیلات', 'دستاویزات', 'فیصلہ', 'تاریخچہ'])
      expect(screen.getByRole('heading', { name: section })).toBeVisible();
    expect(screen.getByText('شناختی کارڈ نمبر')).toBeVisible();
    expect(screen.getByText('ای میل کی ابھی تصدیق نہیں ہوئی', { exact: false })).toBeVisible();
    expect(screen.getByRole('img', { name: 'رجسٹریشن فیس کی رسید' })).toBeVisible();
    expect(screen.getByRole('note', { name: 'اکاؤنٹ ہولڈر کی تبدیلیاں' })).toHaveTextContent(
      'پچھلی منظوری کے بعد اکاؤنٹ ہولڈر نے یہ بدلا ہے: پورا نام، بینک اکاؤنٹ نمبر۔',
    );
    const history = screen.getByRole('list', { name: 'تاریخچہ' });
    expect(
      within(history).getByText(
        'Ayesha Khan نے پروفائل میں تبدیلی کی (اپروو شدہ ← زیرِ غور) (تبدیل شدہ: پورا نام، بینک اکاؤنٹ نمبر)',
      ),
    ).toBeVisible();
    expect(
      within(history).getByText('Noor نے اکاؤنٹ اپروو کیا (زیرِ غور ← اپروو شدہ)'),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'درستی کے لیے واپس بھیجیں' });
    await userEvent.click(within(form).getByRole('button', { name: 'واپس بھیجیں' }));
    expect(within(form).getByText('براہِ کرم کوئی وجہ منتخب کریں۔')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'اپروو کریں' }));
    const dialog = screen.getByRole('dialog', { name: 'یہ اکاؤنٹ اپروو کریں؟' });
    expect(within(dialog).getByText(/کیا Ayesha Khan کو اپروو کر دیں؟/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'ہاں، اپروو کریں' })).toBeVisible();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, translateSentencesWith } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { UnderReview } from './under-review';

describe('UnderReview', () => {
  it("shows the spec's 'Hold Tight!' screen with an Explore link", () => {
    const { container } = renderWithTheme(<UnderReview exploreHref="/" onLogout={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hold Tight!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your account is under review and will be approved soon in next 24 hours.')
        .textContent,
    ).toBe('Your account is under review and will be approved soon in next 24 hours.');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is no dead end: the logo leads home and Logout signs out', async () => {
    const onLogout = jest.fn();
    renderWithTheme(<UnderReview exploreHref="/" onLogout={onLogout} />);
    expect(screen.getByRole('link', { name: 'Kaamyaab' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

const fields = [
  { name: 'fullName', label: 'Full name', value: 'Ayesha Khan' },
  { name: 'CNIC', label: 'CNIC number', value: '35202-1234567-1' },
];

describe('UnderReview after a send-back', () => {
  it('shows the reason and the note, sends the corrected details and a new receipt', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({
        message: 'CNIC number is required',
        fields: { CNIC: 'CNIC number is required' },
      })
      .mockResolvedValueOnce(null);
    renderWithTheme(
      <UnderReview
        exploreHref="/"
        onLogout={jest.fn()}
        sentBack={{
          reasonText: "The CNIC number doesn't match the name.",
          note: 'Check the last digit.',
        }}
        correction={{ fields, onSubmit }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hold Tight!' })).toBeVisible();
    expect(screen.getByText("The CNIC number doesn't match the name.")).toBeVisible();
    expect(screen.getByText('Note from our team: “Check the last digit.”')).toBeVisible();
    const cnic = screen.getByLabelText('CNIC number');
    expect(cnic).toHaveValue('35202-1234567-1');
    await userEvent.clear(cnic);
    await userEvent.click(screen.getByRole('button', { name: 'Send corrections' }));
    expect(await screen.findAllByText('CNIC number is required')).toHaveLength(2);
    await userEvent.type(cnic, '35202-1234567-2');
    const receipt = new File(['png'], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/New proof of registration fee/), receipt);
    await userEvent.click(screen.getByRole('button', { name: 'Send corrections' }));
    const sent = onSubmit.mock.calls[1][0] as FormData;
    expect(sent.get('fullName')).toBe('Ayesha Khan');
    expect(sent.get('CNIC')).toBe('35202-1234567-2');
    expect((sent.get('proofOfRegistrationFee') as File).name).toBe('receipt.png');
    expect(
      await screen.findByText(
        'Thank you. Your corrections were sent, and your account is back in review.',
      ),
    ).toBeVisible();
    expect(screen.queryByText("The CNIC number doesn't match the name.")).not.toBeInTheDocument();
  });
});

describe('UnderReview in Urdu', () => {
  beforeEach(() => {
    translateSentencesWith(
      async () => (sentence, language) =>
        language === 'ur' && sentence === 'Something needs to be corrected.'
          ? `[ur] ${sentence}`
          : sentence,
    );
    return act(() => setLanguage('ur'));
  });
  afterEach(() => act(() => setLanguage('en')));

  it("says 'Hold Tight!' in Urdu, with the admin's note and the correction form", () => {
    renderWithTheme(
      <UnderReview
        exploreHref="/"
        onLogout={jest.fn()}
        sentBack={{ reasonText: 'Something needs to be corrected.', note: 'Check the last digit.' }}
        correction={{
          fields: [fields[0]!, { ...fields[1]!, inputMode: 'numeric' as const }],
          onSubmit: jest.fn(),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'تھوڑا انتظار کیجیے!' })).toBeVisible();
    expect(
      screen.getByText(
        'آپ کے اکاؤنٹ کا جائزہ لیا جا رہا ہے، اور اگلے 24 گھنٹوں میں یہ منظور ہو جائے گا۔',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'براہِ کرم اپنی تفصیلات درست کریں' })).toBeVisible();
    // The reason is the contract's sentence, shown through the translator the app hands in.
    expect(screen.getByText('[ur] Something needs to be corrected.')).toBeVisible();
    expect(screen.getByText('ہماری ٹیم کا نوٹ: "Check the last digit."')).toBeVisible();
    // A CNIC reads left to right inside the Urdu page; a name takes the page's direction.
    expect(screen.getByLabelText('CNIC number')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('dir');
    expect(screen.getByRole('button', { name: 'درست تفصیلات بھیجیں' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'لاگ آؤٹ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ویب سائٹ دیکھیں' })).toHaveAttribute('href', '/');
  });
});

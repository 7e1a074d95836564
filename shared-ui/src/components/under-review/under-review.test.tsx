import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PayoutsPanel, type PayoutsPanelProps } from './payouts-panel';

const overview: NonNullable<PayoutsPanelProps['overview']> = {
  availablePaisa: 19_000_000,
  terms: { minimumPaisa: 100_000, feePaisa: { bank: 5_000, wallet: 2_000 } },
  methods: [
    {
      id: 'm1',
      kind: 'iban',
      maskedNumber: 'PK36****************6702',
      accountTitle: 'Ayesha Khan',
      isDefault: true,
    },
  ],
  payouts: [
    {
      id: 'p1',
      amountPaisa: 400_000,
      feePaisa: 5_000,
      netPaisa: 395_000,
      status: 'failed',
      method: {
        kind: 'iban',
        maskedNumber: 'PK36****************6702',
        accountTitle: 'Ayesha Khan',
      },
      failureReason: 'Account closed',
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

const props = (over: Partial<PayoutsPanelProps> = {}): PayoutsPanelProps => ({
  overview,
  failed: false,
  checkMethod: () => ({}),
  addMethod: jest.fn(async () => null),
  removeMethod: jest.fn(async () => null),
  chooseMethod: jest.fn(async () => null),
  request: jest.fn(async () => null),
  cancel: jest.fn(async () => null),
  paisaOf: (typed) =>
    /^\d+$/.test(typed.replace(/,/g, '')) ? Number(typed.replace(/,/g, '')) * 100 : null,
  ...over,
});

describe('PayoutsPanel', () => {
  it('shows the balance, minimum and fees before asking, and what arrives for the amount typed', async () => {
    const request = jest.fn(async () => null);
    renderWithTheme(<PayoutsPanel {...props({ request })} />);
    expect(screen.getByTestId('payout-available')).toHaveTextContent('190,000');
    expect(screen.getByText('Smallest payout')).toBeInTheDocument();
    expect(screen.getAllByText('PK36****************6702').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Amount (Rs)'), { target: { value: '2,000' } });
    expect(screen.getByText(/You receive Rs.1,950/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for payout' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith(200_000, 'm1'));
    expect(await screen.findByText(/Your payout was asked for/)).toBeInTheDocument();
  });

  it("shows a failed payout's reason, and a method's refusal beside its field", async () => {
    const addMethod = jest.fn(async () => null);
    renderWithTheme(
      <PayoutsPanel
        {...props({
          addMethod,
          checkMethod: () => ({ accountNumber: 'Check digits do not match' }),
        })}
      />,
    );
    expect(screen.getByText(/Failed: Account closed/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check digits do not match')).toBeInTheDocument();
    expect(addMethod).not.toHaveBeenCalled();
  });
});

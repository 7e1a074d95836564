import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages, paths } from '@kaamyaab/shared-api';
import { dealsApi, adminContractPath } from '@kaamyaab/shared-api/client';
import {
  anActiveContract,
  anAdminPayIn,
  httpFailure,
  sampleContractId,
} from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';
import { AdminContract, PayInQueue } from './pay-in-queue';

function renderAt(path: string) {
  renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pages.adminPayIns.path} element={<PayInQueue />} />
        <Route path={pages.adminContract.path} element={<AdminContract />} />
      </Routes>
    </MemoryRouter>,
  );
}

const flagged = anAdminPayIn({ flags: ['transactionIdUsed'] });
// Rs and its amount are joined by a no-break space, which names keep.
const payment = /^Payment of Rs\s50,000 by Sabzi Mandi Tech$/;
const item = () => within(screen.getByRole('listitem', { name: payment }));

describe('Payments to confirm', () => {
  beforeEach(() => {
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('aaaa-bbbb-cccc-dddd-eeee');
    jest
      .spyOn(dealsApi, 'payInQueue')
      .mockResolvedValue({ payIns: [flagged], limit: 20, nextCursor: null });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows what to look for on the statement, the receipt and the flags first', async () => {
    renderAt(paths.adminPayIns);
    await screen.findByRole('heading', { name: payment });
    expect(item().getByRole('note', { name: 'Look twice before confirming' })).toHaveTextContent(
      'This transaction ID was sent for another payment too.',
    );
    expect(item().getByText('KY-7QH3MZ2P')).toBeInTheDocument();
    expect(item().getByText('FT-2026-88421')).toBeInTheDocument();
    expect(item().getByText('Storefront design')).toBeInTheDocument();
    expect(item().getByRole('link', { name: 'Open the receipt' })).toHaveAttribute(
      'href',
      '/api/v1/files/f0e1d2c3-b4a5-4968-8776-655443322110',
    );
    expect(item().getByRole('link', { name: 'Contract' })).toHaveAttribute(
      'href',
      adminContractPath(sampleContractId),
    );
  });

  it('confirms with the amount and reference typed from the statement', async () => {
    const confirm = jest
      .spyOn(dealsApi, 'confirmPayIn')
      .mockRejectedValueOnce(
        httpFailure(
          409,
          'The amount or the reference does not match this payment.',
          'payInMismatch',
        ),
      )
      .mockResolvedValueOnce({ ...flagged, status: 'confirmed' });
    renderAt(paths.adminPayIns);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount on the statement (Rs)'), '50,000');
    await userEvent.type(screen.getByLabelText('Reference on the statement'), 'KY-7QH3MZ2Q');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(/The amount or the reference does not match this payment\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirm).toHaveBeenLastCalledWith(flagged.id, {
      amountPaisa: 5_000_000,
      reference: 'KY-7QH3MZ2Q',
      idempotencyKey: 'aaaa-bbbb-cccc-dddd-eeee',
    });
    const said = await screen.findByText('Payment confirmed: the milestone is funded.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('refuses with a reason the company reads', async () => {
    const refuse = jest
      .spyOn(dealsApi, 'refusePayIn')
      .mockResolvedValue({ ...flagged, status: 'refused' });
    renderAt(paths.adminPayIns);
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await userEvent.type(screen.getByLabelText('Reason the company reads'), 'No such transfer.');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(refuse).toHaveBeenCalledWith(flagged.id, { reason: 'No such transfer.' });
    expect(
      await screen.findByText('Payment refused: the company has been told why.'),
    ).toBeInTheDocument();
  });

  it("reads a contract without its parties' actions, with its ledger", async () => {
    jest
      .spyOn(dealsApi, 'contract')
      .mockResolvedValue(anActiveContract({ status: 'funded', escrowPaisa: 5_000_000 }));
    const ledger = jest.spyOn(dealsApi, 'contractLedger').mockResolvedValue({
      lines: [
        {
          id: 'l1',
          at: '2026-11-22T10:00:00.000Z',
          kind: 'payIn',
          account: 'escrow',
          amountPaisa: 5_000_000,
          contractId: sampleContractId,
          contractTitle: 'Bakery storefront',
          milestoneTitle: 'Storefront design',
        },
      ],
      limit: 50,
      nextCursor: null,
    });
    renderAt(adminContractPath(sampleContractId));
    expect(await screen.findByRole('heading', { name: 'Ledger' })).toBeInTheDocument();
    expect(ledger).toHaveBeenCalledWith(sampleContractId, undefined);
    expect(await screen.findByRole('cell', { name: /Escrow/ })).toBeInTheDocument();
    expect(screen.getByText('Funded')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Release part|End contract|Add a bonus/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the conversation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Payments to confirm' })).toHaveAttribute(
      'href',
      paths.adminPayIns,
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages } from '@kaamyaab/shared-api';
import { dealsApi, contractPath } from '@kaamyaab/shared-api/client';
import {
  aContract,
  aMilestone,
  aPayIn,
  anActiveContract,
  sampleContractId,
} from '@kaamyaab/shared-api/testing';
import { httpFailure, renderWithTheme } from '../test-fixtures';
import { CompanyContractRoom } from './company-deals';

function renderRoom(search = '') {
  renderWithTheme(
    <MemoryRouter initialEntries={[`${contractPath('company', sampleContractId)}${search}`]}>
      <Routes>
        <Route path={pages.companyContract.path} element={<CompanyContractRoom />} />
      </Routes>
    </MemoryRouter>,
  );
}

const milestoneCard = (title: string) =>
  within(screen.getByRole('heading', { name: new RegExp(title) }).closest('li') as HTMLElement);

let keys = 0;

describe("the company's contract room", () => {
  beforeEach(() => {
    keys = 0;
    jest
      .spyOn(crypto, 'randomUUID')
      .mockImplementation(() => `00000000-0000-4000-8000-00000000000${++keys}`);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the offer waiting for the freelancer, and no answer of its own', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(aContract());
    renderRoom();
    expect(
      await screen.findByRole('heading', { name: 'Bakery storefront', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('This offer waits for Ayesha Khan to answer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).not.toBeInTheDocument();
    expect(screen.getByText(/Version 1, proposed by Company/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/company-dashboard/messages/c2f5a0f4-1b1e-4e6a-8f7e-6d4c0b9a7e21',
    );
  });

  it("names each milestone's state in words and offers only the company's moves", async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue({
      ...anActiveContract(),
      milestones: [
        aMilestone({ id: 'a', title: 'Design' }),
        aMilestone({ id: 'b', title: 'Build', status: 'awaitingConfirmation' }),
        aMilestone({ id: 'c', title: 'Launch', status: 'submitted', escrowPaisa: 5_000_000 }),
      ],
    });
    renderRoom();
    await screen.findByRole('heading', { name: 'Milestones' });
    // The three milestones of Rs 50,000 each, whatever the first offer's total was.
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('Rs 150,000');
    expect(milestoneCard('Design').getByText('Unfunded')).toBeInTheDocument();
    expect(milestoneCard('Design').getByRole('button', { name: 'Fund' })).toBeInTheDocument();
    expect(milestoneCard('Build').getByText('Awaiting payment confirmation')).toBeInTheDocument();
    expect(milestoneCard('Build').queryByRole('button')).not.toBeInTheDocument();
    expect(
      milestoneCard('Launch')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve and release', 'Request changes', 'Release part']);
    expect(screen.getByRole('button', { name: 'Add a bonus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End contract' })).toBeInTheDocument();
  });

  it('shows the bank details and the payment reference before the proof is asked for', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(anActiveContract());
    jest.spyOn(dealsApi, 'payInOf').mockResolvedValue(null);
    const start = jest.spyOn(dealsApi, 'startPayIn').mockResolvedValue(aPayIn());
    const proof = jest
      .spyOn(dealsApi, 'sendPayInProof')
      .mockResolvedValue(aPayIn({ status: 'awaitingConfirmation' }));
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Fund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Get payment details' }));
    expect(start).toHaveBeenCalledWith(
      aMilestone().id,
      '00000000-0000-4000-8000-000000000001',
      'bankTransfer',
    );
    expect(await screen.findByText('KY-7QH3MZ2P')).toBeInTheDocument();
    expect(screen.getByText('PK36MEZN0000001123456702')).toBeInTheDocument();
    expect(screen.getByText('Transfer Rs 50,000 to:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(proof).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the transaction ID from your bank')).toBeInTheDocument();
    expect(screen.getByText('Upload the transfer receipt: an image or a PDF.')).toBeInTheDocument();

    jest
      .spyOn(dealsApi, 'contract')
      .mockResolvedValue(anActiveContract({ status: 'awaitingConfirmation' }));
    await userEvent.type(screen.getByLabelText('Transaction ID'), 'FT-2026-88421');
    const receipt = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Receipt (image or PDF)'), receipt);
    await userEvent.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    const sent = proof.mock.lastCall;
    expect(sent?.[0]).toBe(aPayIn().id);
    expect(sent?.[1].get('transactionId')).toBe('FT-2026-88421');
    expect(sent?.[1].get('proof')).toBe(receipt);
    expect(await screen.findByText('Awaiting payment confirmation')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Done: the contract is up to date.')).toHaveFocus(),
    );
  });

  it("posts JazzCash's signed checkout fields, as they are, to the checkout's page", async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(anActiveContract());
    jest.spyOn(dealsApi, 'payInOf').mockResolvedValue(null);
    const checkout = {
      url: 'https://sandbox.jazzcash.example/CustomerPortal/transactionmanagement/merchantform/',
      fields: { pp_TxnRefNo: 'KY7QH3MZ2P', pp_Amount: '5000000', pp_SecureHash: 'AB12' },
      expiresAt: '2026-11-22T10:30:00.000Z',
    };
    const start = jest
      .spyOn(dealsApi, 'startPayIn')
      .mockResolvedValue(aPayIn({ rail: 'jazzCash', instructions: null, checkout }));
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Fund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with JazzCash' }));
    expect(start).toHaveBeenCalledWith(aMilestone().id, expect.any(String), 'jazzCash');
    const go = await screen.findByRole('button', { name: 'Continue to JazzCash' });
    const form = go.closest('form')!;
    expect(form.getAttribute('action')).toBe(checkout.url);
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual(checkout.fields);
    expect(screen.queryByLabelText('Transaction ID')).not.toBeInTheDocument();
  });

  it('says how the JazzCash checkout ended when its return leads back here', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(anActiveContract({ status: 'funded' }));
    renderRoom('?payment=refused');
    expect(
      await screen.findByText('JazzCash did not take the payment. You can try again.'),
    ).toBeInTheDocument();
  });

  it('sends a retried approval with the key of the first try', async () => {
    jest
      .spyOn(dealsApi, 'contract')
      .mockResolvedValue(anActiveContract({ status: 'submitted', escrowPaisa: 5_000_000 }));
    const approve = jest
      .spyOn(dealsApi, 'approve')
      .mockRejectedValueOnce(Object.assign(new Error('timeout'), { isAxiosError: true }))
      .mockResolvedValueOnce(
        anActiveContract({ status: 'released', escrowPaisa: 0, releasedPaisa: 5_000_000 }),
      );
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and release' }));
    const form = screen.getByRole('form', { name: 'Approve and release' });
    expect(within(form).getByRole('button', { name: 'Approve and release' })).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Approve and release' }));
    expect(
      await screen.findByText(/Network error\. Please check your internet connection/),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Approve and release' }));
    expect(await screen.findByText(/Paid out Rs 50,000/)).toBeInTheDocument();
    expect(approve.mock.calls.map(([, body]) => body.idempotencyKey)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
    ]);
    await waitFor(() =>
      expect(screen.getByText('Done: the contract is up to date.')).toHaveFocus(),
    );
  });

  it('releases part of the escrow in paisa; a refused amount corrected is a new request', async () => {
    jest
      .spyOn(dealsApi, 'contract')
      .mockResolvedValue(anActiveContract({ status: 'funded', escrowPaisa: 5_000_000 }));
    const release = jest
      .spyOn(dealsApi, 'releasePart')
      .mockRejectedValueOnce(
        httpFailure(409, 'That is more than this milestone holds.', 'amountAboveEscrow'),
      )
      .mockResolvedValueOnce(
        anActiveContract({ status: 'funded', escrowPaisa: 2_000_000, releasedPaisa: 3_000_000 }),
      );
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Release part' }));
    await userEvent.type(screen.getByLabelText('Amount (Rs)'), '60,000');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Release part' })).getByRole('button', {
        name: 'Release part',
      }),
    );
    expect(release).toHaveBeenCalledWith(aMilestone().id, {
      amountPaisa: 6_000_000,
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
    });
    expect(await screen.findByText(/That is more than this milestone holds\./)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Amount (Rs)'));
    await userEvent.type(screen.getByLabelText('Amount (Rs)'), '30,000');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Release part' })).getByRole('button', {
        name: 'Release part',
      }),
    );
    expect(release).toHaveBeenLastCalledWith(aMilestone().id, {
      amountPaisa: 3_000_000,
      idempotencyKey: '00000000-0000-4000-8000-000000000002',
    });
    expect(await screen.findByText(/Paid out Rs 30,000/)).toBeInTheDocument();
  });

  it('gives focus back to the button that opened a cancelled form', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(anActiveContract({ status: 'funded' }));
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'End contract' }));
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'End contract' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Release part' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Release part' })).toHaveFocus());
  });

  it('adds a bonus and ends the contract, each with its own key', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(anActiveContract({ status: 'released' }));
    const bonus = jest.spyOn(dealsApi, 'addBonus').mockResolvedValue(anActiveContract());
    const end = jest.spyOn(dealsApi, 'endContract').mockResolvedValue({
      ...anActiveContract(),
      status: 'ended',
      endedAt: '2026-11-26T10:00:00.000Z',
      endReason: 'Done early.',
    });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a bonus' }));
    await userEvent.type(screen.getByLabelText('Amount (Rs)'), '5,000');
    await userEvent.type(screen.getByLabelText('Note'), 'Thank you!');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Add a bonus' })).getByRole('button', {
        name: 'Add a bonus',
      }),
    );
    expect(bonus).toHaveBeenCalledWith(sampleContractId, {
      amountPaisa: 500_000,
      note: 'Thank you!',
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'End contract' }));
    await userEvent.click(
      within(screen.getByRole('form', { name: 'End contract' })).getByRole('button', {
        name: 'End contract',
      }),
    );
    expect(end).not.toHaveBeenCalled();
    expect(screen.getByText('Please give a reason')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason'), 'Done early.');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'End contract' })).getByRole('button', {
        name: 'End contract',
      }),
    );
    expect(end).toHaveBeenCalledWith(sampleContractId, {
      reason: 'Done early.',
      idempotencyKey: '00000000-0000-4000-8000-000000000002',
    });
    expect(await screen.findByText(/This contract ended on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End contract' })).not.toBeInTheDocument();
  });

  it('stacks the milestone rows of the offer form on a phone', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue({ ...aContract(), awaiting: 'company' });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Counter-offer' }));
    const row = screen.getByRole('listitem', { name: 'Milestone 1' });
    const onPhone = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.media.mediaText.includes('max-width: 639.98px'))
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
      .filter((rule) => row.matches(rule.selectorText))
      .map((rule) => rule.style.getPropertyValue('grid-template-columns').replace(/\s/g, ''));
    expect(onPhone).toContain('minmax(0,1fr)');
  });

  it("reads the contract again when the other side's move is notified live", async () => {
    const listeners: (() => void)[] = [];
    jest.spyOn(dealsApi, 'watch').mockImplementation((listener) => {
      listeners.push(listener);
      return () => undefined;
    });
    jest
      .spyOn(dealsApi, 'contract')
      .mockResolvedValueOnce(anActiveContract({ status: 'awaitingConfirmation' }))
      .mockResolvedValueOnce(anActiveContract({ status: 'funded', escrowPaisa: 5_000_000 }));
    renderRoom();
    expect(await screen.findByText('Awaiting payment confirmation')).toBeInTheDocument();
    act(() => listeners.forEach((notify) => notify()));
    expect(await screen.findByText('Funded')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages, paths } from '@kaamyaab/shared-api';
import { dealsApi, contractPath, invoicesApi } from '@kaamyaab/shared-api/client';
import {
  aContract,
  aContractSummary,
  aMilestone,
  anActiveContract,
  sampleContractId,
} from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';
import {
  FreelancerContractRoom,
  FreelancerContracts,
  FreelancerEarnings,
} from './freelancer-deals';

function renderAt(path: string) {
  renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pages.freelancerContract.path} element={<FreelancerContractRoom />} />
        <Route path={pages.freelancerContracts.path} element={<FreelancerContracts />} />
        <Route path={pages.freelancerEarnings.path} element={<FreelancerEarnings />} />
      </Routes>
    </MemoryRouter>,
  );
}

const room = contractPath('freelancer', sampleContractId);

describe("the freelancer's side of the deal", () => {
  beforeEach(() => {
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('1111-2222-3333-4444-5555');
    // The invoices' own test is freelancer-invoices.test.tsx.
    jest.spyOn(invoicesApi, 'mine').mockResolvedValue([]);
    jest.spyOn(invoicesApi, 'ofContract').mockResolvedValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists offers and contracts, saying whose answer each waits for', async () => {
    jest.spyOn(dealsApi, 'myContracts').mockResolvedValue({
      contracts: [
        aContractSummary(),
        aContractSummary({ id: 'other', title: 'Logo', status: 'active', awaiting: null }),
      ],
      limit: 20,
      nextCursor: null,
    });
    renderAt(paths.freelancerContracts);
    expect(await screen.findByRole('link', { name: 'Bakery storefront' })).toHaveAttribute(
      'href',
      room,
    );
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getAllByText(/With Sabzi Mandi Tech/)).toHaveLength(2);
    expect(screen.getAllByText('Total Rs 50,000 · In escrow Rs 0')).toHaveLength(2);
  });

  it('accepts the version it read', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(aContract());
    const answer = jest.spyOn(dealsApi, 'answerOffer').mockResolvedValue(anActiveContract());
    renderAt(room);
    expect(await screen.findByText('This offer waits for your answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(answer).toHaveBeenCalledWith(sampleContractId, { version: 1, action: 'accept' });
    expect(await screen.findByRole('heading', { name: 'Milestones' })).toBeInTheDocument();
    expect(screen.getByText('Done: the contract is up to date.')).toBeInTheDocument();
  });

  it('counters with the terms prefilled from the current version', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(aContract());
    const counter = jest
      .spyOn(dealsApi, 'counterOffer')
      .mockResolvedValue(aContract({ currentVersion: 2, awaiting: 'company' }));
    renderAt(room);
    await userEvent.click(await screen.findByRole('button', { name: 'Counter-offer' }));
    const amount = screen.getByLabelText('Milestone 1 amount (Rs)');
    expect(amount).toHaveValue('50000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    expect(
      screen.getByText('Platform fee 5%: Rs 3,000 · The freelancer receives Rs 57,000'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(counter).toHaveBeenCalledWith(sampleContractId, {
      version: 1,
      title: 'Bakery storefront',
      scope: 'Design and build the storefront.',
      milestones: [{ title: 'Storefront design', amountPaisa: 6_000_000, dueDate: '2026-12-15' }],
    });
    expect(
      await screen.findByText('This offer waits for Sabzi Mandi Tech to answer.'),
    ).toBeVisible();
  });

  it('submits work on a funded milestone: a note and files', async () => {
    jest
      .spyOn(dealsApi, 'contract')
      .mockResolvedValue(anActiveContract({ status: 'funded', escrowPaisa: 5_000_000 }));
    const submit = jest
      .spyOn(dealsApi, 'submitWork')
      .mockResolvedValue(anActiveContract({ status: 'submitted', escrowPaisa: 5_000_000 }));
    renderAt(room);
    const card = within(
      (await screen.findByRole('heading', { name: 'Storefront design', level: 3 })).closest(
        'li',
      ) as HTMLElement,
    );
    expect(card.getByText('Funded')).toBeInTheDocument();
    expect(card.getByText('Held Rs 50,000 · Paid out Rs 0')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Submit work' }));
    expect(screen.getByLabelText('Note')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Note'), 'The designs, as agreed.');
    const file = new File(['png'], 'home.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Files'), [file]);
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Submit work' })).getByRole('button', {
        name: 'Submit work',
      }),
    );
    const sent = submit.mock.lastCall;
    expect(sent?.[0]).toBe(aMilestone().id);
    expect(sent?.[1].get('note')).toBe('The designs, as agreed.');
    expect(sent?.[1].getAll('files')).toEqual([file]);
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
  });

  it('shows earnings and the statement, a page at a time, with the CSV', async () => {
    jest.spyOn(dealsApi, 'moneySummary').mockResolvedValue({
      role: 'freelancer',
      availablePaisa: 4_750_050,
      inEscrowPaisa: 5_000_000,
      releasedPaisa: 4_750_050,
      fundedPaisa: 0,
      refundedPaisa: 0,
      feeBps: 500,
    });
    const line = {
      id: 'l1',
      at: '2026-11-25T10:00:00.000Z',
      kind: 'release',
      account: 'earnings' as const,
      amountPaisa: 4_750_050,
      contractId: sampleContractId,
      contractTitle: 'Bakery storefront',
      milestoneTitle: 'Storefront design',
    };
    const statement = jest
      .spyOn(dealsApi, 'statement')
      .mockResolvedValueOnce({ lines: [line], limit: 50, nextCursor: 'c1' })
      .mockResolvedValueOnce({
        lines: [{ ...line, id: 'l2', amountPaisa: 100_000 }],
        limit: 50,
        nextCursor: null,
      });
    renderAt(paths.freelancerEarnings);
    expect(await screen.findByRole('heading', { name: 'Earnings' })).toBeInTheDocument();
    const available = (await screen.findByText('Available')).closest('div') as HTMLElement;
    expect(within(available).getByText('Rs 47,500.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/money/statement.csv',
    );
    expect(await screen.findByRole('link', { name: 'Bakery storefront' })).toHaveAttribute(
      'href',
      room,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Rs 1,000')).toBeInTheDocument();
    expect(statement).toHaveBeenLastCalledWith('c1');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

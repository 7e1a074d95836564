import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@kaamyaab/shared-api';
import { moneyDeskApi } from '@kaamyaab/shared-api/client';
import type { MoneyAuditEntryDto, MoneyDeskDto } from '@kaamyaab/shared-api/contract';
import { httpFailure } from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';
import { MoneyDesk } from './money-desk';

const desk: MoneyDeskDto = {
  partnerAccountPaisa: 5_250_000,
  heldForOthersPaisa: 5_000_000,
  feesPaisa: 250_000,
  holdings: [
    { kind: 'escrow', amountPaisa: 3_000_000 },
    { kind: 'earnings', amountPaisa: 2_000_000 },
    { kind: 'companyBalances', amountPaisa: 0 },
    { kind: 'payouts', amountPaisa: 0 },
    { kind: 'unmatched', amountPaisa: 0 },
    { kind: 'taxWithheld', amountPaisa: 0 },
  ],
  queues: [{ queue: 'payInsToConfirm', count: 2, amountPaisa: 4_000_000 }],
};

const entry = (id: string, action: MoneyAuditEntryDto['action']): MoneyAuditEntryDto => ({
  id,
  action,
  admin: { id: 'a1', name: 'noor' },
  subjectId: `pay-in-${id}`,
  detail: {},
  createdAt: '2026-11-27T10:00:00.000Z',
});

const render = () =>
  renderWithTheme(
    <MemoryRouter>
      <MoneyDesk />
    </MemoryRouter>,
  );

describe('The money desk', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the queues as links, whose the money is, and the decisions a page at a time', async () => {
    jest.spyOn(moneyDeskApi, 'desk').mockResolvedValue(desk);
    const audit = jest
      .spyOn(moneyDeskApi, 'audit')
      .mockResolvedValueOnce({ entries: [entry('1', 'payInRefused')], nextCursor: 'c1' })
      .mockResolvedValueOnce({ entries: [entry('2', 'payInConfirmed')], nextCursor: null });
    render();

    const waiting = within(await screen.findByRole('region', { name: 'Waiting for you' }));
    expect(waiting.getByRole('link', { name: 'Payments to confirm' })).toHaveAttribute(
      'href',
      paths.adminPayIns,
    );
    expect(waiting.getByRole('listitem')).toHaveTextContent(/2 · Rs\s40,000/);
    const holdings = within(screen.getByRole('region', { name: 'Whose the money is' }));
    expect(holdings.getByText('Held for others').nextSibling).toHaveTextContent(/Rs\s50,000/);
    expect(holdings.getByText("The platform's fees").nextSibling).toHaveTextContent(/Rs\s2,500/);

    const trail = within(screen.getByRole('region', { name: 'Decisions on money' }));
    expect(await trail.findByRole('heading', { name: 'Refused a payment' })).toBeInTheDocument();
    await userEvent.click(trail.getByRole('button', { name: 'Load more decisions' }));
    expect(await trail.findByRole('heading', { name: 'Confirmed a payment' })).toBeInTheDocument();
    expect(audit).toHaveBeenLastCalledWith('c1');
    expect(trail.queryByRole('button', { name: 'Load more decisions' })).not.toBeInTheDocument();
  });

  it('says so when the desk cannot be read', async () => {
    jest.spyOn(moneyDeskApi, 'desk').mockRejectedValue(httpFailure(500, 'Server error'));
    jest.spyOn(moneyDeskApi, 'audit').mockResolvedValue({ entries: [], nextCursor: null });
    render();
    expect(
      await screen.findByText('The money desk could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No admin has decided anything on money yet.'),
    ).toBeInTheDocument();
  });
});

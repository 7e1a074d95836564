import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { statementsApi } from '@kaamyaab/shared-api/client';
import type { BankLineDto, StatementImportAnswer } from '@kaamyaab/shared-api/contract';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';
import { ReconciliationPage } from './reconciliation-page';

const held: BankLineDto = {
  id: '4f1c2a8e-0d8e-4b7a-9d59-3f3c1b2a1a11',
  statementId: '5f1c2a8e-0d8e-4b7a-9d59-3f3c1b2a1a11',
  lineNumber: 7,
  bookedOn: '2026-11-27',
  description: 'CASH DEPOSIT LAHORE',
  bankReference: 'FT1',
  direction: 'credit',
  amountPaisa: 150_000,
  paymentReference: null,
  status: 'unmatched',
  reason: 'noReference',
  payIn: null,
  resolutionNote: null,
  refundReference: null,
  creditedCompanyId: null,
  resolvedAt: null,
};

const answer: StatementImportAnswer = {
  repeated: false,
  statement: {
    id: held.statementId,
    fileName: 'hbl-november.csv',
    layout: 'bankExport',
    createdAt: '2026-11-27T10:00:00.000Z',
    report: {
      lines: 2,
      matched: 1,
      matchedPaisa: 4_000_000,
      unmatched: {
        unknownReference: 0,
        noReference: 1,
        wrongAmount: 0,
        paidTwice: 0,
        notSettled: 0,
      },
      unmatchedPaisa: 150_000,
      skippedDebits: 0,
      duplicates: 0,
    },
  },
  lines: [held],
};

describe('Bank statements', () => {
  beforeEach(() => {
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('aaaa-bbbb-cccc-dddd-eeee');
    jest
      .spyOn(statementsApi, 'listStatements')
      .mockResolvedValue({ statements: [], limit: 20, nextCursor: null });
    jest
      .spyOn(statementsApi, 'unmatchedLines')
      .mockResolvedValue({ lines: [held], limit: 50, nextCursor: null });
  });
  afterEach(() => jest.restoreAllMocks());

  it('uploads the file, shows the report, and decides a held credit with one key per decision', async () => {
    const upload = jest.spyOn(statementsApi, 'importStatement').mockResolvedValue(answer);
    const resolve = jest
      .spyOn(statementsApi, 'resolveLine')
      .mockResolvedValue({ ...held, status: 'refunded' });
    renderWithTheme(<ReconciliationPage />);
    await screen.findByRole('heading', { name: 'Unmatched credits' });

    const file = new File(['x'], 'hbl-november.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Statement file (CSV)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    const report = await screen.findByRole('region', { name: 'What the statement did' });
    expect(
      within(report).getByText('Unmatched: No payment reference in the line'),
    ).toBeInTheDocument();
    const form = upload.mock.calls[0]![0];
    expect([form.get('layout'), form.get('fileName'), form.get('dateColumn')]).toEqual([
      'bankExport',
      'hbl-november.csv',
      null,
    ]);

    const queue = screen.getByRole('region', { name: 'Unmatched credits' });
    fireEvent.click(within(queue).getByRole('button', { name: 'Decide' }));
    fireEvent.change(within(queue).getByLabelText("Bank's reference of the refund"), {
      target: { value: 'FT26331RF01' },
    });
    fireEvent.click(within(queue).getByRole('button', { name: 'Record the decision' }));
    await screen.findByText('Decision recorded.');
    expect(resolve).toHaveBeenCalledWith(held.id, {
      action: 'refund',
      refundReference: 'FT26331RF01',
      note: '',
      idempotencyKey: 'aaaa-bbbb-cccc-dddd-eeee',
    });
    await waitFor(() => expect(within(queue).queryByText('CASH DEPOSIT LAHORE')).toBeNull());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { itHasEveryKeyInBothLanguages, renderWithTheme } from '../../test-utils';
import { en } from '../../i18n/ui-statements-strings';
import { ur } from '../../i18n/ui-statements-ur';
import { StatementUpload } from './statement-upload';
import { StatementReport } from './statement-report';
import { UnmatchedQueue } from './unmatched-queue';
import type { BankLineView, UploadFormValues } from './statement-types';

const initial: UploadFormValues = {
  layout: 'bankExport',
  dateColumn: '1',
  dateFormat: 'DD-MM-YYYY',
  descriptionColumn: '2',
  creditColumn: '4',
  debitColumn: '3',
  referenceColumn: '',
  balanceColumn: '',
  skipLines: '1',
};

const line = (changes: Partial<BankLineView> = {}): BankLineView => ({
  id: 'line-1',
  lineNumber: 6,
  bookedOn: '2026-11-27',
  description: 'CASH DEPOSIT LAHORE',
  direction: 'credit',
  amountPaisa: 150_000,
  status: 'unmatched',
  reason: 'noReference',
  payIn: null,
  ...changes,
});

describe('the reconciliation views', () => {
  itHasEveryKeyInBothLanguages(en, ur);

  it('uploads the file with the mapping only for another layout, and lists unread lines', async () => {
    const upload = jest.fn().mockResolvedValue({
      message: 'Line 2: "31-11-2026" is not a date in the chosen format',
      lines: ['Line 2: "31-11-2026" is not a date in the chosen format'],
    });
    renderWithTheme(
      <StatementUpload initialValues={initial} dateFormats={['DD-MM-YYYY']} upload={upload} />,
    );
    expect(screen.queryByLabelText('Date column (number)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    await screen.findByText('Choose the CSV file of the statement');
    expect(upload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Other layout: I name the columns'));
    fireEvent.change(screen.getByLabelText('Date column (number)'), { target: { value: '2' } });
    const file = new File(['a,b'], 'nov.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Statement file (CSV)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and match' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0]).toEqual([file, { ...initial, layout: 'mapped', dateColumn: '2' }]);
    const problems = await screen.findByRole('list', {
      name: 'These lines could not be read, so nothing was imported:',
    });
    expect(within(problems).getByText(/31-11-2026/)).toBeInTheDocument();
  });

  it('reports what the file did, line by line', () => {
    renderWithTheme(
      <StatementReport
        repeated
        report={{
          lines: 2,
          matched: 1,
          matchedPaisa: 4_000_000,
          unmatched: { noReference: 1, wrongAmount: 0 },
          unmatchedPaisa: 150_000,
          skippedDebits: 0,
          duplicates: 0,
        }}
        lines={[line(), line({ id: 'line-2', status: 'matched', reason: null })]}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('This file was imported before');
    expect(screen.getByText('Unmatched: No payment reference in the line')).toBeInTheDocument();
    expect(screen.getByText('· No payment reference in the line')).toBeInTheDocument();
    expect(screen.queryByText('· The amount is not the payment’s')).toBeNull();
  });

  it('records a decision with its reference and note, by keyboard-reachable controls', async () => {
    const resolve = jest.fn().mockResolvedValue(null);
    renderWithTheme(
      <UnmatchedQueue
        resolve={resolve}
        lines={{
          status: 'ready',
          items: [line()],
          hasMore: false,
          loadingMore: false,
          loadMore: () => {},
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    fireEvent.change(screen.getByLabelText('Decision'), { target: { value: 'credit' } });
    fireEvent.change(screen.getByLabelText('Company ID'), { target: { value: ' c-1 ' } });
    fireEvent.change(screen.getByLabelText('Note for the record'), { target: { value: 'Asked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    await screen.findByText('Decision recorded.');
    expect(resolve).toHaveBeenCalledWith('line-1', {
      action: 'credit',
      companyId: 'c-1',
      note: 'Asked',
    });
  });
});

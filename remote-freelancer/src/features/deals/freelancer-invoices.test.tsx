import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages, paths } from '@kaamyaab/shared-api';
import { dealsApi, invoicesApi } from '@kaamyaab/shared-api/client';
import type { InvoiceDto } from '@kaamyaab/shared-api/contract';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';
import { FreelancerEarnings } from './freelancer-deals';

const anInvoice = (over: Partial<InvoiceDto> = {}): InvoiceDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: 'KY-INV-2026-000007',
  kind: 'work',
  contractId: 'c',
  milestoneId: 'm',
  releaseKind: 'release',
  issuer: { name: 'Ayesha Khan', taxIdLabel: 'CNIC', taxId: '35202-*******-1', address: null },
  recipient: { name: 'Bilal Traders', taxIdLabel: 'NTN', taxId: '12*****-8', address: null },
  jobTitle: 'Bakery storefront',
  milestoneTitle: 'Storefront design',
  amountBeforeTaxPaisa: 5_000_000,
  taxPaisa: 0,
  amountAfterTaxPaisa: 5_000_000,
  withheldPaisa: 0,
  taxRateBps: null,
  withheldRateBps: null,
  issueDate: '2026-11-27',
  issuedAt: '2026-11-27T05:00:00.000Z',
  ...over,
});

describe("the freelancer's invoices on the Earnings page", () => {
  afterEach(() => jest.restoreAllMocks());

  it('links each invoice and this year’s and last year’s earnings statements, in both languages', async () => {
    jest.spyOn(dealsApi, 'moneySummary').mockResolvedValue({
      role: 'freelancer',
      availablePaisa: 0,
      inEscrowPaisa: 0,
      releasedPaisa: 0,
      fundedPaisa: 0,
      refundedPaisa: 0,
      feeBps: 500,
    });
    jest.spyOn(dealsApi, 'statement').mockResolvedValue({ lines: [], limit: 50, nextCursor: null });
    jest.spyOn(invoicesApi, 'mine').mockResolvedValue([
      anInvoice(),
      anInvoice({
        id: '22222222-2222-4222-8222-222222222222',
        number: 'KY-FEE-2026-000007',
        kind: 'fee',
        amountAfterTaxPaisa: 250_000,
      }),
    ]);
    renderWithTheme(
      <MemoryRouter initialEntries={[paths.freelancerEarnings]}>
        <Routes>
          <Route path={pages.freelancerEarnings.path} element={<FreelancerEarnings />} />
        </Routes>
      </MemoryRouter>,
    );
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const [work, fee] = within(invoices).getAllByRole('listitem');
    expect(work).toHaveTextContent('KY-INV-2026-000007');
    expect(within(work!).getByRole('link', { name: 'PDF in Urdu' })).toHaveAttribute(
      'href',
      '/api/v1/invoices/11111111-1111-4111-8111-111111111111/pdf?lang=ur',
    );
    expect(fee).toHaveTextContent('Platform fee invoice');
    const statements = screen.getByRole('region', { name: 'Yearly earnings statements' });
    const year = new Date().getFullYear();
    expect(within(statements).getAllByRole('link', { name: 'PDF in English' })[0]).toHaveAttribute(
      'href',
      `/api/v1/money/earnings-statement/${year}/pdf?lang=en`,
    );
    expect(within(statements).getByText(`Earnings statement ${year - 1}`)).toBeInTheDocument();
  });
});

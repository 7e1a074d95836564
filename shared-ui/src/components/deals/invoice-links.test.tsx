import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@kaamyaab/shared-ui';
import { renderWithTheme } from '../../test-utils';
import { EarningsStatementLinks, InvoiceLinks, type InvoiceLinkView } from './invoice-links';

const invoice = (kind: 'work' | 'fee', number: string): InvoiceLinkView => ({
  id: number,
  number,
  kind,
  milestoneTitle: 'Store and theme',
  issueDate: '2026-11-27',
  amountPaisa: kind === 'work' ? 4_000_050 : 200_002,
  href: {
    en: `/api/v1/invoices/${number}/pdf?lang=en`,
    ur: `/api/v1/invoices/${number}/pdf?lang=ur`,
  },
});

describe('InvoiceLinks', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('lists each invoice with its PDF in English and in Urdu', () => {
    renderWithTheme(
      <InvoiceLinks
        invoices={[invoice('work', 'KY-INV-2026-000001'), invoice('fee', 'KY-FEE-2026-000001')]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Invoices' });
    const [work, fee] = within(region).getAllByRole('listitem');
    expect(work).toHaveTextContent('Invoice for the work');
    expect(work).toHaveTextContent('KY-INV-2026-000001');
    expect(work).toHaveTextContent(/Rs.40,000\.50/);
    expect(within(work!).getByRole('link', { name: 'PDF in Urdu' })).toHaveAttribute(
      'href',
      '/api/v1/invoices/KY-INV-2026-000001/pdf?lang=ur',
    );
    expect(fee).toHaveTextContent('Platform fee invoice');
  });

  it('shows nothing before any money is released', () => {
    const { container } = renderWithTheme(<InvoiceLinks invoices={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Urdu, and links the yearly statements', async () => {
    await act(() => setLanguage('ur'));
    renderWithTheme(
      <EarningsStatementLinks years={[2026]} hrefOf={(year, lang) => `/s/${year}/${lang}`} />,
    );
    expect(screen.getByText('آمدنی کا گوشوارہ 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اردو PDF' })).toHaveAttribute('href', '/s/2026/ur');
  });
});

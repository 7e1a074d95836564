import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import { Box, Muted, PlainList, Section, Tag } from './deal-styles';

/**
 * Invoices with their PDFs in English and Urdu (docs/decisions/029-paying-in-and-out.md): in the
 * contract room, one pair per release, and on the money pages. The links carry the session's
 * cookie; the server decides who may read each.
 */
export interface InvoiceLinkView {
  id: string;
  number: string;
  kind: 'work' | 'fee';
  milestoneTitle: string;
  issueDate: string;
  amountPaisa: number;
  href: { en: string; ur: string };
}

// Few words, kept beside the only component that uses them.
const words = {
  en: {
    heading: 'Invoices',
    work: 'Invoice for the work',
    fee: 'Platform fee invoice',
    english: 'PDF in English',
    urdu: 'PDF in Urdu',
    statement: (year: number) => `Earnings statement ${year}`,
    statements: 'Yearly earnings statements',
  },
  ur: {
    heading: 'انوائسز',
    work: 'کام کی انوائس',
    fee: 'پلیٹ فارم فیس کی انوائس',
    english: 'انگریزی PDF',
    urdu: 'اردو PDF',
    statement: (year: number) => `آمدنی کا گوشوارہ ${year}`,
    statements: 'سالانہ آمدنی کے گوشوارے',
  },
};

export function InvoiceLinks({ invoices }: { invoices: InvoiceLinkView[] }) {
  const { language } = useDealsT();
  const w = words[language === 'ur' ? 'ur' : 'en'];
  if (invoices.length === 0) return null;
  return (
    <Section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{w.heading}</h2>
      <PlainList>
        {invoices.map((invoice) => (
          <Box key={invoice.id} data-invoice={invoice.number}>
            <p>
              <Tag>{w[invoice.kind]}</Tag> <bdi>{invoice.number}</bdi> ·{' '}
              <bdi>{invoice.milestoneTitle}</bdi> · {formatPaisa(invoice.amountPaisa, language)}
            </p>
            <Muted>
              <bdi>{invoice.issueDate}</bdi> ·{' '}
              <a href={invoice.href.en} download>
                {w.english}
              </a>{' '}
              ·{' '}
              <a href={invoice.href.ur} download lang="ur">
                {w.urdu}
              </a>
            </Muted>
          </Box>
        ))}
      </PlainList>
    </Section>
  );
}

/** The freelancer's yearly earnings statements: this year and the one before, in both languages. */
export function EarningsStatementLinks({
  years,
  hrefOf,
}: {
  years: number[];
  hrefOf: (year: number, lang: 'en' | 'ur') => string;
}) {
  const { language } = useDealsT();
  const w = words[language === 'ur' ? 'ur' : 'en'];
  return (
    <Section aria-labelledby="statements-heading">
      <h2 id="statements-heading">{w.statements}</h2>
      <PlainList>
        {years.map((year) => (
          <Box key={year}>
            <p>{w.statement(year)}</p>
            <Muted>
              <a href={hrefOf(year, 'en')} download>
                {w.english}
              </a>{' '}
              ·{' '}
              <a href={hrefOf(year, 'ur')} download lang="ur">
                {w.urdu}
              </a>
            </Muted>
          </Box>
        ))}
      </PlainList>
    </Section>
  );
}

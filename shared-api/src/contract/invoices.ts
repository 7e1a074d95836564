import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use';

/**
 * Invoices (docs/decisions/029-paying-in-and-out.md): each release of money owes two, issued by
 * the platform in the release's transaction. `work`: the freelancer's invoice to the company for
 * the work released (series `KY-INV`). `fee`: the platform's invoice to the freelancer for its fee
 * (series `KY-FEE`). Amounts are paisa; tax ids are masked as the product masks them.
 */
export const invoiceKinds = ['work', 'fee'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** The prefix of each series: `KY-INV-2026-000001`, `KY-FEE-2026-000001`. */
export const invoiceSeriesPrefix: Record<InvoiceKind, string> = { work: 'KY-INV', fee: 'KY-FEE' };

/** Sales tax on the platform's fee, and income tax withheld from a freelancer's payment. */
export const taxKinds = ['feeSalesTax', 'incomeTaxWithheld'] as const;
export type TaxKind = (typeof taxKinds)[number];
/** When a rule applies: to every release, to freelancers with no verified NTN, or to none. */
export const taxConditions = ['always', 'freelancerWithoutNtn', 'nobody'] as const;
export type TaxCondition = (typeof taxConditions)[number];

export const invoiceLanguages = ['en', 'ur'] as const;
export type InvoiceLanguage = (typeof invoiceLanguages)[number];

export const InvoicePartyDto = onFirstUse(() =>
  z.object({
    name: z.string(),
    /** `CNIC` for a freelancer, `NTN` for a company or the platform. */
    taxIdLabel: z.nullable(z.enum(['CNIC', 'NTN'])),
    /** Masked (masking.ts), except the platform's own NTN. */
    taxId: z.nullable(z.string()),
    address: z.nullable(z.string()),
  }),
);
export type InvoiceParty = z.infer<typeof InvoicePartyDto>;

export const InvoiceDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    number: z.string(),
    kind: z.enum(invoiceKinds),
    contractId: z.string(),
    milestoneId: z.string(),
    releaseKind: z.string(),
    issuer: InvoicePartyDto,
    recipient: InvoicePartyDto,
    jobTitle: z.string(),
    milestoneTitle: z.string(),
    amountBeforeTaxPaisa: z.number(),
    taxPaisa: z.number(),
    amountAfterTaxPaisa: z.number(),
    withheldPaisa: z.number(),
    /** The rates applied, in basis points (null: no rule applied). */
    taxRateBps: z.nullable(z.number()),
    withheldRateBps: z.nullable(z.number()),
    /** The day of issue in Pakistan, `2026-11-27`. */
    issueDate: z.string(),
    issuedAt: z.string(),
  }),
);
export type InvoiceDto = z.infer<typeof InvoiceDto>;

export const InvoiceIdParams = onFirstUse(() => z.object({ invoiceId: z.uuid() }));
export const InvoicePdfQuery = onFirstUse(() =>
  z.object({
    lang: z._default(z.enum(invoiceLanguages), 'en'),
  }),
);
export const MyInvoicesQuery = onFirstUse(() =>
  z.object({
    year: z.optional(z.coerce.number().check(z.int(), z.minimum(2020), z.maximum(2100))),
  }),
);
export const EarningsStatementParams = onFirstUse(() =>
  z.object({
    year: z.coerce.number().check(z.int(), z.minimum(2020), z.maximum(2100)),
  }),
);
export const InvoicesList = onFirstUse(() => z.object({ invoices: z.array(InvoiceDto) }));

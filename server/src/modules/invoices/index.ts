/** Invoices of each release, tax rules as dated data, and their PDFs (decision 029). */
export { taxedRelease, type ReleaseOfMoney, type TaxedRelease } from './issue-invoices';
export { invoicesRoutes } from './invoices.routes';

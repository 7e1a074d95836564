import {
  MAX_MILESTONES_PER_OFFER,
  MilestoneDraft,
  OfferTerms,
  PAISA_PER_RUPEE,
  fieldErrors,
  feeOf,
  rupeesToPaisa,
  type OfferVersionDto,
} from '@kaamyaab/shared-api/contract';

/**
 * The offer form's values and the rules they are held to: the contract's own schemas, read the
 * way the form names its fields (`milestones.0.amount`), with the rupees typed turned into paisa
 * by `rupeesToPaisa` first, so the browser says exactly what the server would.
 */
export interface MilestoneRowValues {
  title: string;
  amount: string;
  dueDate: string;
}

export interface OfferFormValues {
  title: string;
  scope: string;
  milestones: MilestoneRowValues[];
}

export { MAX_MILESTONES_PER_OFFER };

/** Typed rupees to paisa for the schema: nothing typed is "required", anything else unreadable is NaN. */
export const paisaOf = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : (rupeesToPaisa(typed) ?? Number.NaN);

/** Paisa back to rupees as a person would type them: "25000", or "25000.50". */
export const rupeesOf = (paisa: number): string =>
  paisa % PAISA_PER_RUPEE === 0
    ? String(paisa / PAISA_PER_RUPEE)
    : (paisa / PAISA_PER_RUPEE).toFixed(2);

const draftOf = (row: MilestoneRowValues) => ({
  title: row.title,
  amountPaisa: paisaOf(row.amount),
  dueDate: row.dueDate,
});

/** The first message per field, milestones' under `milestones.<n>.<field>`. */
export function offerErrors(values: OfferFormValues): Record<string, string> {
  const { milestones: listError, ...top } = fieldErrors(OfferTerms, {
    title: values.title,
    scope: values.scope,
    milestones: values.milestones.map(draftOf),
  });
  const errors: Record<string, string> = { ...top };
  // Only the list's own rule (at least one, at most 20); a milestone's own are read per row.
  if (
    listError &&
    (values.milestones.length === 0 || values.milestones.length > MAX_MILESTONES_PER_OFFER)
  )
    errors.milestones = listError;
  values.milestones.forEach((row, index) => {
    for (const [field, message] of Object.entries(fieldErrors(MilestoneDraft, draftOf(row))))
      errors[`milestones.${index}.${field === 'amountPaisa' ? 'amount' : field}`] = message;
  });
  return errors;
}

/** The valid form as the contract's terms. */
export const termsOf = (values: OfferFormValues): OfferTerms => ({
  title: values.title.trim(),
  scope: values.scope.trim(),
  milestones: values.milestones.map((row) => ({
    title: row.title.trim(),
    amountPaisa: rupeesToPaisa(row.amount) ?? 0,
    dueDate: row.dueDate,
  })),
});

/** The total typed so far, the fee it will carry and what the freelancer receives of it. */
export function quoteOf(values: OfferFormValues, feeBps: number) {
  const totalPaisa = values.milestones.reduce(
    (sum, row) => sum + (rupeesToPaisa(row.amount) ?? 0),
    0,
  );
  const feePaisa = values.milestones.reduce(
    (sum, row) => sum + feeOf(rupeesToPaisa(row.amount) ?? 0, feeBps),
    0,
  );
  return { totalPaisa, feePaisa, payeePaisa: totalPaisa - feePaisa };
}

/** A new offer: the job's title, and one empty milestone. */
export const newOfferValues = (jobTitle = ''): OfferFormValues => ({
  title: jobTitle,
  scope: '',
  milestones: [{ title: '', amount: '', dueDate: '' }],
});

/** A counter-offer starts from the version it answers. */
export const offerValuesOf = (version: OfferVersionDto): OfferFormValues => ({
  title: version.title,
  scope: version.scope,
  milestones: version.milestones.map((milestone) => ({
    title: milestone.title,
    amount: rupeesOf(milestone.amountPaisa),
    dueDate: milestone.dueDate,
  })),
});

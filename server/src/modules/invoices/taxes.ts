import { feeOf, type TaxCondition, type TaxKind } from '@kaamyaab/shared-api/contract';

/**
 * What tax a release owes, from the rules in force on its day (tax_rules, dated data). Pure: the
 * repository finds the rules, this decides.
 *
 * - Sales tax on the platform's fee is inside the fee (tax-inclusive): the freelancer gives up
 *   exactly what `feeOf` says, and the fee invoice splits it into the fee before tax and the tax.
 * - Income tax withheld is taken from the freelancer's share, rounded down in the freelancer's
 *   favour as the fee is, and never more than the share left after the fee.
 */
export interface TaxRule {
  kind: TaxKind;
  rateBps: number;
  appliesTo: TaxCondition;
}

export type RulesInForce = Partial<Record<TaxKind, TaxRule>>;

/** What is known of the freelancer when a rule's condition is asked. */
export interface TaxFacts {
  /** Freelancers have no NTN on file yet: every one counts as without a verified NTN. */
  freelancerHasVerifiedNtn: boolean;
}

export interface ReleaseTaxes {
  fee: number;
  /** The sales tax inside the fee. */
  feeTax: number;
  feeTaxRateBps: number | null;
  withheld: number;
  withheldRateBps: number | null;
}

export function ruleApplies(rule: TaxRule | undefined, facts: TaxFacts): rule is TaxRule {
  if (!rule) return false;
  if (rule.appliesTo === 'always') return true;
  if (rule.appliesTo === 'freelancerWithoutNtn') return !facts.freelancerHasVerifiedNtn;
  return false;
}

export function releaseTaxes(
  amount: number,
  feeBps: number,
  rules: RulesInForce,
  facts: TaxFacts,
): ReleaseTaxes {
  const fee = feeOf(amount, feeBps);
  const sales = rules.feeSalesTax;
  const feeTax = ruleApplies(sales, facts)
    ? fee - Math.round((fee * 10_000) / (10_000 + sales.rateBps))
    : 0;
  const income = rules.incomeTaxWithheld;
  const withheld = ruleApplies(income, facts)
    ? Math.min(Math.floor((amount * income.rateBps) / 10_000), amount - fee)
    : 0;
  return {
    fee,
    feeTax,
    feeTaxRateBps: ruleApplies(sales, facts) ? sales.rateBps : null,
    withheld,
    withheldRateBps: ruleApplies(income, facts) ? income.rateBps : null,
  };
}

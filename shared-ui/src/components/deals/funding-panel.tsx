import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, formatDateTime } from '@kaamyaab/shared-ui';
import { DetailsList } from '@kaamyaab/shared-ui/listings';
import {
  ErrorBanner,
  FileField,
  SubmitButton,
  TextField,
  useForm,
  type FieldErrors,
} from '@kaamyaab/shared-ui/forms';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import type { Outcome } from './deal-types';

export type FundingRail = 'bankTransfer' | 'jazzCash';

export interface PayInView {
  id: string;
  rail: FundingRail;
  amountPaisa: number;
  reference: string;
  status: 'awaitingPayment' | 'awaitingConfirmation' | 'confirmed' | 'refused' | 'credited';
  refusedReason: string | null;
  /** A bank transfer's account; null for JazzCash. */
  instructions: {
    bankName: string;
    accountTitle: string;
    iban: string;
    raastId: string | null;
  } | null;
  /** JazzCash's hosted checkout while the pay-in waits for its payment. */
  checkout: { url: string; fields: Record<string, string>; expiresAt: string } | null;
}

/** What funding needs of the model; its failures are the contract's sentences. */
export interface FundingModel {
  load(milestoneId: string): Promise<PayInView | null>;
  start(milestoneId: string, rail: FundingRail): Promise<PayInView | string>;
  validateProof(values: { transactionId: string }, proof: File | null): FieldErrors;
  sendProof(payInId: string, values: { transactionId: string }, proof: File): Outcome;
}

const Panel = styled.section`
  margin-top: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/* The reference is what the company copies into its bank app: large, and kept left to right. */
const Reference = styled.p`
  margin: 0.25rem 0;
  font-family: monospace;
  font-size: 1.35rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface JazzCashCheckoutProps {
  checkout: NonNullable<PayInView['checkout']>;
  amountPaisa: number;
  onCancel: () => void;
}

/**
 * The signed fields, posted by the browser itself to JazzCash's page (page redirection): the
 * server signed them, so nothing here may change one. The CSP's form-action allows that page.
 */
function JazzCashCheckout({ checkout, amountPaisa, onCancel }: JazzCashCheckoutProps) {
  const { t, language } = useDealsT();
  return (
    <form method="post" action={checkout.url}>
      <p>{t('funding.jazzCashReady', { amount: formatPaisa(amountPaisa, language) })}</p>
      <p>{t('funding.checkoutExpires', { time: formatDateTime(checkout.expiresAt, language) })}</p>
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Buttons>
        <Button type="submit">{t('funding.toCheckout')}</Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('moves.cancel')}
        </Button>
      </Buttons>
    </form>
  );
}

interface FundingPanelProps {
  milestoneId: string;
  title: string;
  funding: FundingModel;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Funding a milestone, by the company's choice: by bank transfer, first the platform's bank
 * account and this payment's unique reference, then the bank's transaction ID and the receipt for
 * an admin to check; or through JazzCash's hosted checkout, which comes back settled by itself.
 */
export function FundingPanel({ milestoneId, title, funding, onDone, onCancel }: FundingPanelProps) {
  const { t, language } = useDealsT();
  const [payIn, setPayIn] = useState<PayInView | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    // A pay-in already open (or refused) is shown as it stands, so a reference is never lost.
    funding.load(milestoneId).then(setPayIn, () => setPayIn(null));
  }, [funding, milestoneId]);
  const form = useForm<{ transactionId: string; proof: File | null }>({
    initialValues: { transactionId: '', proof: null },
    validate: ({ transactionId, proof }) => funding.validateProof({ transactionId }, proof),
  });
  const start = async (rail: FundingRail) => {
    setStarting(true);
    const started = await funding.start(milestoneId, rail);
    setStarting(false);
    if (typeof started === 'string') setFailure(started);
    else setPayIn(started);
  };
  const sendProof = form.handleSubmit(async ({ transactionId, proof }) => {
    if (!payIn || !proof) return;
    const refusal = await funding.sendProof(payIn.id, { transactionId }, proof);
    setFailure(refusal);
    if (!refusal) onDone();
  });
  const open = payIn?.status === 'awaitingPayment';
  const instructions = open ? payIn?.instructions : null;
  const checkout = open ? payIn?.checkout : null;
  return (
    <Panel aria-label={t('funding.heading', { title })}>
      <h4>{t('funding.heading', { title })}</h4>
      <ErrorBanner message={failure} />
      {payIn?.status === 'refused' && payIn.refusedReason && (
        <p>{t('funding.refused', { reason: payIn.refusedReason })}</p>
      )}
      {payIn?.status === 'awaitingConfirmation' && <p>{t('funding.awaiting')}</p>}
      {payIn !== undefined && !open && payIn?.status !== 'awaitingConfirmation' && (
        <>
          <p>{t('funding.intro')}</p>
          <p>{t('funding.orJazzCash')}</p>
          <Buttons>
            <Button
              type="button"
              onClick={() => start('bankTransfer')}
              disabled={starting}
              aria-busy={starting}
            >
              {t('funding.start')}
            </Button>
            <Button
              type="button"
              onClick={() => start('jazzCash')}
              disabled={starting}
              aria-busy={starting}
            >
              {t('funding.startJazzCash')}
            </Button>
            <Button type="button" $variant="ghost" onClick={onCancel}>
              {t('moves.cancel')}
            </Button>
          </Buttons>
        </>
      )}
      {payIn && checkout && (
        <JazzCashCheckout checkout={checkout} amountPaisa={payIn.amountPaisa} onCancel={onCancel} />
      )}
      {payIn && instructions && (
        <form noValidate onSubmit={sendProof}>
          <p>{t('funding.transfer', { amount: formatPaisa(payIn.amountPaisa, language) })}</p>
          <DetailsList
            rows={[
              [t('funding.bank'), instructions.bankName],
              [t('funding.accountTitle'), instructions.accountTitle],
              [t('funding.iban'), instructions.iban],
              ...(instructions.raastId
                ? [[t('funding.raast'), instructions.raastId] as [string, string]]
                : []),
            ]}
          />
          <h5>{t('funding.reference')}</h5>
          <Reference dir="ltr">{payIn.reference}</Reference>
          <p>{t('funding.referenceHint')}</p>
          <TextField
            label={t('funding.transactionId')}
            dir="ltr"
            autoComplete="off"
            {...form.bind('transactionId')}
          />
          <FileField
            label={t('funding.receipt')}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            {...form.file('proof')}
          />
          <Buttons>
            <SubmitButton submitting={form.submitting} submittingLabel={t('moves.sending')}>
              {t('funding.sendProof')}
            </SubmitButton>
            <Button type="button" $variant="ghost" onClick={onCancel}>
              {t('moves.cancel')}
            </Button>
          </Buttons>
        </form>
      )}
    </Panel>
  );
}

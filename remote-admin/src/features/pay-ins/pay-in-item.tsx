import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDateTime } from '@kaamyaab/shared-ui';
import {
  ErrorBanner,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
  type FieldErrors,
} from '@kaamyaab/shared-ui/forms';
import { DetailsList } from '@kaamyaab/shared-ui/listings';
import { AmountField, formatPaisa } from '@kaamyaab/shared-ui/deals';
import { Link } from '@kaamyaab/shared-api/router';
import type { AdminPayInDto } from '@kaamyaab/shared-api/contract';
import type { ConfirmValues } from '@kaamyaab/shared-api/client';
import { useAdminT } from '../../i18n/admin-strings';

const Item = styled.li`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
  overflow-wrap: anywhere;
`;

/* Flags are why an admin should stop: drawn as a warning above everything else. */
const Flags = styled.div`
  margin-bottom: 0.75rem;
  padding: 0.75rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

export interface PayInDecisions {
  receiptHref: (fileId: string) => string;
  contractHref: (contractId: string) => string;
  validateConfirm: (values: ConfirmValues) => FieldErrors;
  validateRefuse: (values: { reason: string }) => FieldErrors;
  confirm: (payInId: string, values: ConfirmValues) => Promise<string | null>;
  refuse: (payInId: string, values: { reason: string }) => Promise<string | null>;
}

interface PayInItemProps extends PayInDecisions {
  payIn: AdminPayInDto;
  onDecided: (said: string) => void;
}

/**
 * One pay-in waiting for the money to be seen: who paid what for which milestone, the reference
 * and the bank's transaction ID to look for, the receipt, and any reason to look twice. Confirm
 * asks for the amount and reference as the statement shows them; Refuse asks for a reason.
 */
export function PayInItem({ payIn, onDecided, ...decide }: PayInItemProps) {
  const { t, language } = useAdminT();
  const [open, setOpen] = useState<'confirm' | 'refuse' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmForm = useForm<ConfirmValues>({
    initialValues: { amount: '', reference: '' },
    validate: decide.validateConfirm,
  });
  const refuseForm = useForm({ initialValues: { reason: '' }, validate: decide.validateRefuse });
  const amount = formatPaisa(payIn.amountPaisa, language);
  const heading = t('payIns.of', { amount, company: payIn.company.name });
  return (
    <Item aria-label={heading}>
      <h2>{heading}</h2>
      {payIn.flags.length > 0 && (
        <Flags role="note" aria-label={t('payIns.flags')}>
          <p>{t('payIns.flags')}</p>
          <ul>
            {payIn.flags.map((flag) => (
              <li key={flag}>{t(`payIns.${flag}`)}</li>
            ))}
          </ul>
        </Flags>
      )}
      <DetailsList
        rows={[
          [t('payIns.company'), payIn.company.name],
          [t('payIns.contract'), payIn.contractTitle],
          [t('payIns.milestone'), payIn.milestoneTitle],
          [t('payIns.amount'), amount],
          [t('payIns.reference'), payIn.reference],
          [t('payIns.transactionId'), payIn.transactionId ?? '—'],
          [t('payIns.sent'), formatDateTime(payIn.createdAt, language)],
        ]}
      />
      <Buttons>
        {payIn.proofFileId ? (
          <a href={decide.receiptHref(payIn.proofFileId)} target="_blank" rel="noreferrer">
            {t('payIns.receipt')}
          </a>
        ) : (
          <span>{t('payIns.noReceipt')}</span>
        )}
        <Link to={decide.contractHref(payIn.contractId)}>{t('payIns.contract')}</Link>
      </Buttons>
      <ErrorBanner message={failure} />
      {open === null && (
        <Buttons>
          <Button type="button" onClick={() => setOpen('confirm')}>
            {t('payIns.confirm')}
          </Button>
          <Button type="button" $variant="danger" onClick={() => setOpen('refuse')}>
            {t('payIns.refuse')}
          </Button>
        </Buttons>
      )}
      {open === 'confirm' && (
        <form
          noValidate
          aria-label={t('payIns.confirm')}
          onSubmit={confirmForm.handleSubmit(async (values) => {
            const refusal = await decide.confirm(payIn.id, values);
            setFailure(refusal);
            if (!refusal) onDecided(t('payIns.confirmed'));
          })}
        >
          <AmountField label={t('payIns.statementAmount')} {...confirmForm.bind('amount')} />
          <TextField
            label={t('payIns.statementReference')}
            dir="ltr"
            autoComplete="off"
            {...confirmForm.bind('reference')}
          />
          <Buttons>
            <SubmitButton submitting={confirmForm.submitting} submittingLabel={t('payIns.sending')}>
              {t('payIns.confirm')}
            </SubmitButton>
            <Button type="button" $variant="ghost" onClick={() => setOpen(null)}>
              {t('payIns.cancel')}
            </Button>
          </Buttons>
        </form>
      )}
      {open === 'refuse' && (
        <form
          noValidate
          aria-label={t('payIns.refuse')}
          onSubmit={refuseForm.handleSubmit(async (values) => {
            const refusal = await decide.refuse(payIn.id, values);
            setFailure(refusal);
            if (!refusal) onDecided(t('payIns.refused'));
          })}
        >
          <TextAreaField label={t('payIns.reason')} rows={3} {...refuseForm.bind('reason')} />
          <Buttons>
            <SubmitButton
              variant="danger"
              submitting={refuseForm.submitting}
              submittingLabel={t('payIns.sending')}
            >
              {t('payIns.refuse')}
            </SubmitButton>
            <Button type="button" $variant="ghost" onClick={() => setOpen(null)}>
              {t('payIns.cancel')}
            </Button>
          </Buttons>
        </form>
      )}
    </Item>
  );
}

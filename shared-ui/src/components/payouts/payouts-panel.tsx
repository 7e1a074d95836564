import styled from 'styled-components';
import { useState, type FormEvent } from 'react';
import { Button, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner, SelectField, SubmitButton, TextField } from '@kaamyaab/shared-ui/forms';
import { ListNote } from '@kaamyaab/shared-ui/listings';
import { usePayoutsT } from '../../i18n/ui-payouts-strings';
import { formatPaisa } from '../../lib/paisa';
import { Figures, Muted, Section } from '../deals/deal-styles';
import type {
  PayoutMethodKindView,
  PayoutMethodView,
  PayoutOutcome,
  PayoutView,
} from './payout-types';
import { PayoutHistory } from './payout-history';

/** Long unspaced numbers (a masked IBAN) wrap inside the page's column instead of widening it. */
const Page = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface PayoutsPanelProps {
  overview: {
    availablePaisa: number;
    terms: { minimumPaisa: number; feePaisa: { bank: number; wallet: number } };
    methods: PayoutMethodView[];
    payouts: PayoutView[];
  } | null;
  failed: boolean;
  checkMethod: (values: MethodForm) => Record<string, string>;
  addMethod: (values: MethodForm) => PayoutOutcome;
  removeMethod: (methodId: string) => PayoutOutcome;
  chooseMethod: (methodId: string) => PayoutOutcome;
  request: (amountPaisa: number, methodId: string) => PayoutOutcome;
  cancel: (payoutId: string) => PayoutOutcome;
  /** Rupees as typed to paisa, by the contract's reader; null when not an amount. */
  paisaOf: (typed: string) => number | null;
}

export interface MethodForm {
  kind: PayoutMethodKindView;
  accountNumber: string;
  accountTitle: string;
}

const feeOf = (
  terms: NonNullable<PayoutsPanelProps['overview']>['terms'],
  kind: PayoutMethodKindView,
) => (kind === 'iban' ? terms.feePaisa.bank : terms.feePaisa.wallet);

/**
 * A freelancer's payouts: what is available, the minimum and the fees first; where to be paid
 * (masked); asking, with the fee and what arrives shown before sending; the history with each
 * payout's status and, for a failure, the bank's reason.
 */
export function PayoutsPanel(props: PayoutsPanelProps) {
  const { t, language } = usePayoutsT();
  useDocumentMeta(t('freelancer.heading'), t('meta.freelancer'));
  const { overview } = props;
  const [said, setSaid] = useState('');
  return (
    <Page aria-labelledby="payouts-heading">
      <PageHeading id="payouts-heading">{t('freelancer.heading')}</PageHeading>
      <p role="status" aria-live="polite">
        {said}
      </p>
      {props.failed && <ListNote role="alert">{t('freelancer.failed')}</ListNote>}
      {!overview && !props.failed && <ListNote role="status">{t('freelancer.loading')}</ListNote>}
      {overview && (
        <>
          <Figures>
            <div>
              <dt>{t('freelancer.available')}</dt>
              <dd data-testid="payout-available">
                {formatPaisa(overview.availablePaisa, language)}
              </dd>
            </div>
            <div>
              <dt>{t('freelancer.minimum')}</dt>
              <dd>{formatPaisa(overview.terms.minimumPaisa, language)}</dd>
            </div>
            <div>
              <dt>{t('freelancer.feeBank')}</dt>
              <dd>{formatPaisa(overview.terms.feePaisa.bank, language)}</dd>
            </div>
            <div>
              <dt>{t('freelancer.feeWallet')}</dt>
              <dd>{formatPaisa(overview.terms.feePaisa.wallet, language)}</dd>
            </div>
          </Figures>
          <Methods {...props} methods={overview.methods} />
          <AddMethod {...props} />
          {overview.methods.length > 0 && (
            <RequestForm
              {...props}
              overview={overview}
              onDone={() => setSaid(t('freelancer.requested'))}
            />
          )}
          <PayoutHistory payouts={overview.payouts} onCancel={props.cancel} />
        </>
      )}
    </Page>
  );
}

function Methods(props: PayoutsPanelProps & { methods: PayoutMethodView[] }) {
  const { t } = usePayoutsT();
  const [error, setError] = useState<string | null>(null);
  const act = async (run: () => PayoutOutcome) => setError(await run());
  return (
    <Section aria-labelledby="methods-heading">
      <h2 id="methods-heading">{t('freelancer.methodsHeading')}</h2>
      <ErrorBanner message={error} />
      {props.methods.length === 0 && <Muted>{t('freelancer.noMethods')}</Muted>}
      <ul>
        {props.methods.map((method) => (
          <li key={method.id}>
            {t(`freelancer.kinds.${method.kind}`)}: <bdi dir="ltr">{method.maskedNumber}</bdi> ·{' '}
            {method.accountTitle} {method.isDefault && <strong>({t('freelancer.default')})</strong>}{' '}
            {!method.isDefault && (
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                onClick={() => act(() => props.chooseMethod(method.id))}
              >
                {t('freelancer.makeDefault')}
              </Button>
            )}
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              onClick={() => act(() => props.removeMethod(method.id))}
            >
              {t('freelancer.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AddMethod(props: PayoutsPanelProps) {
  const { t } = usePayoutsT();
  const empty: MethodForm = { kind: 'iban', accountNumber: '', accountTitle: '' };
  const [values, setValues] = useState<MethodForm>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = props.checkMethod(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await props.addMethod(values);
    setBusy(false);
    setFailure(outcome);
    if (outcome === null) setValues(empty);
  };
  return (
    <Section aria-labelledby="add-method-heading">
      <h2 id="add-method-heading">{t('freelancer.addHeading')}</h2>
      <form onSubmit={submit} noValidate>
        <ErrorBanner message={failure} />
        <SelectField
          name="kind"
          label={t('freelancer.kind')}
          value={values.kind}
          options={(['iban', 'jazzcash', 'easypaisa'] as const).map((kind) => ({
            value: kind,
            label: t(`freelancer.kinds.${kind}`),
          }))}
          onChange={(event) =>
            setValues({ ...values, kind: event.target.value as PayoutMethodKindView })
          }
        />
        <TextField
          name="accountNumber"
          label={t('freelancer.accountNumber')}
          hint={t('freelancer.accountNumberHint')}
          dir="ltr"
          autoComplete="off"
          value={values.accountNumber}
          error={errors.accountNumber}
          onChange={(event) => setValues({ ...values, accountNumber: event.target.value })}
        />
        <TextField
          name="accountTitle"
          label={t('freelancer.accountTitle')}
          value={values.accountTitle}
          error={errors.accountTitle}
          onChange={(event) => setValues({ ...values, accountTitle: event.target.value })}
        />
        <SubmitButton submitting={busy}>{t('freelancer.add')}</SubmitButton>
      </form>
    </Section>
  );
}

function RequestForm(
  props: PayoutsPanelProps & {
    overview: NonNullable<PayoutsPanelProps['overview']>;
    onDone: () => void;
  },
) {
  const { t, language } = usePayoutsT();
  const { methods, terms } = props.overview;
  const [amount, setAmount] = useState('');
  const [methodId, setMethodId] = useState(methods.find((m) => m.isDefault)?.id ?? methods[0]!.id);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.id === methodId) ?? methods[0]!;
  const paisa = props.paisaOf(amount);
  const fee = feeOf(terms, method.kind);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paisa === null || paisa <= 0) return setError(t('freelancer.amountInvalid'));
    setError(null);
    setBusy(true);
    const outcome = await props.request(paisa, method.id);
    setBusy(false);
    setFailure(outcome);
    if (outcome === null) {
      setAmount('');
      props.onDone();
    }
  };
  return (
    <Section aria-labelledby="request-heading">
      <h2 id="request-heading">{t('freelancer.requestHeading')}</h2>
      <form onSubmit={submit} noValidate>
        <ErrorBanner message={failure} />
        <TextField
          name="amount"
          label={t('freelancer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={error}
          hint={`${t('freelancer.minimum')}: ${formatPaisa(terms.minimumPaisa, language)}`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <SelectField
          name="methodId"
          label={t('freelancer.method')}
          value={method.id}
          options={methods.map((m) => ({
            value: m.id,
            label: `${t(`freelancer.kinds.${m.kind}`)} ${m.maskedNumber}`,
          }))}
          onChange={(event) => setMethodId(event.target.value)}
        />
        <Muted aria-live="polite">
          {t('freelancer.youReceive', {
            fee: formatPaisa(fee, language),
            net: formatPaisa(Math.max(0, (paisa ?? 0) - fee), language),
          })}
        </Muted>
        <SubmitButton submitting={busy}>{t('freelancer.request')}</SubmitButton>
      </form>
    </Section>
  );
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, useSentence } from '@kaamyaab/shared-ui';
import {
  ErrorBanner,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
  type FieldErrors,
} from '@kaamyaab/shared-ui/forms';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import { AmountField } from './amount-field';
import { FeeLine } from './fee-line';
import type { MilestoneRow, OfferQuote, OfferValues, Outcome } from './deal-types';

const Form = styled.form`
  display: grid;
  gap: 0.25rem;
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/* Title, amount and due date side by side from 640 px; stacked on a phone. */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0 0.75rem;
  align-items: start;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const RemoveButton = styled(Button)`
  margin-top: 1.9rem;

  ${({ theme }) => theme.media.mobile} {
    margin-top: 0;
    justify-self: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const ListError = styled.p`
  margin: 0.5rem 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const emptyRow = (): MilestoneRow => ({ title: '', amount: '', dueDate: '' });

export interface OfferFormProps {
  kind: 'offer' | 'counter';
  initialValues: OfferValues;
  feeBps: number;
  /** The contract's rules, keyed as the fields are named (`milestones.0.amount`). */
  validate: (values: OfferValues) => FieldErrors;
  quote: (values: OfferValues) => OfferQuote;
  onSubmit: (values: OfferValues) => Outcome;
  onCancel?: () => void;
  maxMilestones: number;
}

/**
 * The terms of an offer (a company's first, either party's counter): title, scope, and the
 * milestones, at least one; the total, the platform's fee and what the freelancer receives follow
 * what is typed.
 */
export function OfferForm(props: OfferFormProps) {
  const { kind, feeBps, validate, quote, onSubmit, onCancel, maxMilestones } = props;
  const { t, language } = useDealsT();
  const say = useSentence();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfferValues>({ initialValues: props.initialValues, validate });
  const rows = form.values.milestones;
  const errorOf = (name: string) => form.errorOf(name as keyof OfferValues & string);
  const setRow = (index: number, change: Partial<MilestoneRow>) => {
    form.set(
      'milestones',
      rows.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
    form.touch(`milestones.${index}.${Object.keys(change)[0]}`);
  };
  const figures = quote(form.values);
  const submit = form.handleSubmit(async (values) => setFailure(await onSubmit(values)));
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(kind === 'offer' ? 'offer.heading' : 'offer.counterHeading')}</h2>
      <ErrorBanner message={failure} />
      <TextField label={t('offer.title')} {...form.bind('title')} maxLength={120} />
      <TextAreaField label={t('offer.scope')} {...form.bind('scope')} rows={5} />
      <h3>{t('offer.milestones')}</h3>
      <Rows>
        {rows.map((row, index) => {
          const number = index + 1;
          const name = (field: keyof MilestoneRow) => `milestones.${index}.${field}`;
          const wire = (field: keyof MilestoneRow) => ({
            name: name(field),
            value: row[field],
            onChange: (event: { target: { value: string } }) =>
              setRow(index, { [field]: event.target.value }),
            onBlur: () => form.touch(name(field)),
            error: errorOf(name(field)),
          });
          return (
            <Row key={index} aria-label={t('offer.milestone', { number })}>
              <TextField label={t('offer.milestoneTitle', { number })} {...wire('title')} />
              <AmountField label={t('offer.amount', { number })} {...wire('amount')} />
              <TextField label={t('offer.due', { number })} type="date" {...wire('dueDate')} />
              {rows.length > 1 && (
                <RemoveButton
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  onClick={() =>
                    form.set(
                      'milestones',
                      rows.filter((_, at) => at !== index),
                    )
                  }
                >
                  {t('offer.remove', { number })}
                </RemoveButton>
              )}
            </Row>
          );
        })}
      </Rows>
      {errorOf('milestones') && <ListError role="alert">{say(errorOf('milestones'))}</ListError>}
      {rows.length < maxMilestones && (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => form.set('milestones', [...rows, emptyRow()])}
          >
            {t('offer.add')}
          </Button>
        </Actions>
      )}
      <p>{t('offer.total', { amount: formatPaisa(figures.totalPaisa, language) })}</p>
      <FeeLine feeBps={feeBps} feePaisa={figures.feePaisa} payeePaisa={figures.payeePaisa} />
      <Actions>
        <SubmitButton submitting={form.submitting} submittingLabel={t('offer.sending')}>
          {t(kind === 'offer' ? 'offer.send' : 'offer.sendCounter')}
        </SubmitButton>
        {onCancel && (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('offer.cancel')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

export { emptyRow as emptyMilestoneRow };

import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@kaamyaab/shared-ui';
import {
  ErrorBanner,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { ListNote, LoadMoreButton } from '@kaamyaab/shared-ui/listings';
import { formatPaisa } from '@kaamyaab/shared-ui/deals';
import { useStatementsT } from '../../i18n/ui-statements-strings';
import type { BankLineView, Decision, PagedList } from './statement-types';

const Item = styled.li`
  list-style: none;
  margin-bottom: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
  overflow-wrap: anywhere;
`;

const Items = styled.ul`
  padding: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

type Resolve = (lineId: string, decision: Decision) => Promise<string | null>;

interface DecisionValues {
  action: Decision['action'];
  target: string;
  note: string;
}

function DecisionForm({
  line,
  resolve,
  onDone,
  onCancel,
}: {
  line: BankLineView;
  resolve: Resolve;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useStatementsT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DecisionValues>({
    initialValues: { action: line.payIn ? 'apply' : 'refund', target: '', note: '' },
    validate: (values): Record<string, string> =>
      values.target.trim() ? {} : { target: t('queue.required') },
  });
  const targetLabel = {
    apply: t('queue.reference'),
    credit: t('queue.companyId'),
    refund: t('queue.refundReference'),
  }[form.values.action];
  const decisionOf = ({ action, target, note }: DecisionValues): Decision => {
    const value = target.trim();
    if (action === 'apply') return { action, reference: value, note };
    if (action === 'credit') return { action, companyId: value, note };
    return { action, refundReference: value, note };
  };
  return (
    <form
      noValidate
      aria-label={t('queue.decide')}
      onSubmit={form.handleSubmit(async (values) => {
        const refusal = await resolve(line.id, decisionOf(values));
        setFailure(refusal);
        if (!refusal) onDone();
      })}
    >
      <SelectField
        label={t('queue.action')}
        options={(['apply', 'credit', 'refund'] as const).map((action) => ({
          value: action,
          label: t(`queue.${action}`),
        }))}
        {...form.bind('action')}
      />
      <TextField label={targetLabel} dir="ltr" autoComplete="off" {...form.bind('target')} />
      <TextAreaField label={t('queue.note')} rows={2} {...form.bind('note')} />
      <ErrorBanner message={failure} />
      <Buttons>
        <SubmitButton submitting={form.submitting} submittingLabel={t('queue.sending')}>
          {t('queue.submit')}
        </SubmitButton>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('queue.cancel')}
        </Button>
      </Buttons>
    </form>
  );
}

/**
 * Credits no payment claimed, oldest first, each with why and the payment it names. A decision
 * removes the line and says so where focus lands.
 */
export function UnmatchedQueue({
  lines,
  resolve,
}: {
  lines: PagedList<BankLineView>;
  resolve: Resolve;
}) {
  const { t, language } = useStatementsT();
  const [open, setOpen] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  return (
    <section aria-labelledby="unmatched-heading">
      <h2 id="unmatched-heading">{t('queue.heading')}</h2>
      <p ref={status} tabIndex={-1} role="status" aria-live="polite">
        {said}
      </p>
      {lines.status === 'loading' && <ListNote role="status">{t('queue.loading')}</ListNote>}
      {lines.status === 'failed' && <ListNote role="alert">{t('queue.failed')}</ListNote>}
      {lines.status === 'ready' && lines.items.length === 0 && (
        <ListNote>{t('queue.none')}</ListNote>
      )}
      <Items>
        {lines.items.map((line) => {
          const heading = t('queue.of', {
            amount: formatPaisa(line.amountPaisa, language),
            date: formatDate(line.bookedOn, language),
          });
          return (
            <Item key={line.id} aria-label={heading}>
              <h3>{heading}</h3>
              <p dir="ltr">{line.description}</p>
              {line.reason && <p>{t(`reason.${line.reason}`)}</p>}
              {line.payIn && (
                <p>
                  {t('queue.names', {
                    reference: line.payIn.reference,
                    amount: formatPaisa(line.payIn.amountPaisa, language),
                  })}
                </p>
              )}
              {open === line.id ? (
                <DecisionForm
                  line={line}
                  resolve={resolve}
                  onCancel={() => setOpen(null)}
                  onDone={() => {
                    setOpen(null);
                    setSaid(t('queue.done'));
                    requestAnimationFrame(() => status.current?.focus());
                  }}
                />
              ) : (
                <Buttons>
                  <Button type="button" onClick={() => setOpen(line.id)}>
                    {t('queue.decide')}
                  </Button>
                </Buttons>
              )}
            </Item>
          );
        })}
      </Items>
      {lines.hasMore && (
        <LoadMoreButton onClick={lines.loadMore} loading={lines.loadingMore}>
          {t('queue.more')}
        </LoadMoreButton>
      )}
    </section>
  );
}

import { useRef, useState, type ReactNode } from 'react';
import { Button, formatDate } from '@kaamyaab/shared-ui';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import { ActionForm, type ActionName } from './action-form';
import { ButtonRow, Box, Muted, Tag } from './deal-styles';
import { FundingPanel, type FundingModel } from './funding-panel';
import type { MilestoneView, Outcome } from './deal-types';

export type MilestoneActionName =
  | Extract<
      ActionName,
      'submit' | 'approve' | 'requestChanges' | 'releasePart' | 'agree' | 'reject'
    >
  | 'fund';

interface MilestoneCardProps {
  milestone: MilestoneView;
  actions: MilestoneActionName[];
  validate: (action: ActionName) => (values: Record<string, string>) => Record<string, string>;
  act: (action: ActionName, values: Record<string, string>, files: File[]) => Outcome;
  funding: FundingModel;
  fileHref: (fileId: string) => string;
  onDone: () => void;
}

/**
 * One milestone: its state in words, its money, its dates, the work submitted on it, and the
 * moves this party may make on it now.
 */
export function MilestoneCard(props: MilestoneCardProps) {
  const { milestone, actions, validate, act, funding, fileHref, onDone } = props;
  const { t, language } = useDealsT();
  const [open, setOpen] = useState<MilestoneActionName | null>(null);
  const buttons = useRef<Partial<Record<MilestoneActionName, HTMLButtonElement | null>>>({});
  const done = () => {
    setOpen(null);
    onDone();
  };
  // A cancelled form gives focus back to the button that opened it.
  const cancel = () => {
    const opener = open;
    setOpen(null);
    requestAnimationFrame(() => opener && buttons.current[opener]?.focus());
  };
  let form: ReactNode = null;
  if (open === 'fund')
    form = (
      <FundingPanel
        milestoneId={milestone.id}
        title={milestone.title}
        funding={funding}
        onDone={done}
        onCancel={cancel}
      />
    );
  else if (open)
    form = (
      <ActionForm
        action={open}
        validate={validate(open)}
        onSubmit={(values, files) => act(open, values, files)}
        onDone={done}
        onCancel={cancel}
        // A work submission's note is kept on the device until it is sent (its files cannot be).
        draft={open === 'submit' ? `submit:${milestone.id}` : undefined}
      />
    );
  return (
    <Box aria-labelledby={`milestone-${milestone.id}`}>
      <h3 id={`milestone-${milestone.id}`}>
        <bdi>{milestone.title}</bdi> {milestone.kind === 'bonus' && <Tag>{t('room.bonus')}</Tag>}
      </h3>
      <p>
        <Tag>{t(`milestoneStatus.${milestone.status}`)}</Tag>{' '}
        <strong>{formatPaisa(milestone.amountPaisa, language)}</strong>
        {milestone.dueDate && (
          <> · {t('room.due', { date: formatDate(milestone.dueDate, language) })}</>
        )}
      </p>
      {(milestone.escrowPaisa > 0 || milestone.releasedPaisa > 0) && (
        <Muted>
          {t('room.held', { amount: formatPaisa(milestone.escrowPaisa, language) })} ·{' '}
          {t('room.paidOut', { amount: formatPaisa(milestone.releasedPaisa, language) })}
        </Muted>
      )}
      {milestone.status === 'proposed' && milestone.proposedBy && (
        <Muted>{t('room.proposedBy', { who: t(`by.${milestone.proposedBy}`) })}</Muted>
      )}
      {milestone.releaseDueAt && milestone.status === 'submitted' && (
        <Muted>
          {t('room.releaseDue', { date: formatDate(milestone.releaseDueAt, language) })}
        </Muted>
      )}
      {milestone.changesReason && milestone.status === 'changesRequested' && (
        <p>
          {t('room.changesReason', { reason: '' })}
          <bdi>{milestone.changesReason}</bdi>
        </p>
      )}
      {milestone.submissions.length > 0 && (
        <details>
          <summary>{t('room.submissions')}</summary>
          {milestone.submissions.map((submission) => (
            <div key={submission.id}>
              <Muted>{formatDate(submission.createdAt, language)}</Muted>
              {submission.note && <p dir="auto">{submission.note}</p>}
              <ul>
                {submission.files.map((file, index) => (
                  <li key={file.id}>
                    <a href={fileHref(file.id)} target="_blank" rel="noreferrer">
                      {t('room.file', { number: index + 1 })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      )}
      {actions.length > 0 && !open && (
        <ButtonRow role="group" aria-label={t('room.actionsOf', { title: milestone.title })}>
          {actions.map((action) => (
            <Button
              key={action}
              ref={(button) => {
                buttons.current[action] = button;
              }}
              type="button"
              $size="sm"
              $variant={action === 'reject' ? 'danger' : 'secondary'}
              onClick={() => setOpen(action)}
            >
              {t(`moves.${action}`)}
            </Button>
          ))}
        </ButtonRow>
      )}
      {form}
    </Box>
  );
}

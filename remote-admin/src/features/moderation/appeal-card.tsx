import { useState } from 'react';
import type { ModerationModel } from '@kaamyaab/shared-api/client';
import type { QueuedAppealDto } from '@kaamyaab/shared-api/contract';
import { Button, Card, formatDateTime } from '@kaamyaab/shared-ui';
import { ErrorBanner, TextAreaField } from '@kaamyaab/shared-ui/forms';
import { useModerationT } from '@kaamyaab/shared-ui/moderation';
import { useAdminT } from '../../i18n/admin-strings';
import { Actions, Quote } from './reported-target-card';

/** One appeal: why the account was deactivated, what its holder wrote, and the decision. */
export function AppealCard({ appeal, model }: { appeal: QueuedAppealDto; model: ModerationModel }) {
  const { t, language } = useAdminT();
  const { t: say } = useModerationT();
  const [reply, setReply] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'reinstate' | 'uphold') => {
    setBusy(true);
    setFailure(await model.decide(appeal, { decision, reply }));
    setBusy(false);
  };
  const id = `appeal-${appeal._id}`;
  return (
    <Card as="article" aria-labelledby={id}>
      <h3 id={id}>{t('moderation.appealOf', { name: appeal.account.name })}</h3>
      <p>
        {t('moderation.deactivatedFor', { reason: say(`causes.${appeal.reason}`) })} ·{' '}
        {t(`moderation.statuses.${appeal.status}`)} ·{' '}
        <time dateTime={appeal.createdAt}>{formatDateTime(appeal.createdAt, language)}</time>
      </p>
      <p>{t('moderation.weWrote')}</p>
      <Quote dir="auto">{appeal.causeText}</Quote>
      <p>{t('moderation.theyWrote')}</p>
      <Quote dir="auto">{appeal.text}</Quote>
      {appeal.reply ? (
        <>
          <p>{t('moderation.ourReply')}</p>
          <Quote dir="auto">{appeal.reply}</Quote>
        </>
      ) : null}
      {appeal.status === 'pending' ? (
        <>
          <ErrorBanner message={failure} />
          <TextAreaField
            label={t('moderation.reply')}
            name={`reply-${appeal._id}`}
            rows={3}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <Actions>
            <Button $size="sm" disabled={busy} onClick={() => void decide('reinstate')}>
              {t('moderation.reinstate')}
            </Button>
            <Button
              $size="sm"
              $variant="secondary"
              disabled={busy}
              onClick={() => void decide('uphold')}
            >
              {t('moderation.uphold')}
            </Button>
          </Actions>
        </>
      ) : null}
    </Card>
  );
}

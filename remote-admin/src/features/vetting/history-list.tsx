import styled from 'styled-components';
import type { AccountEventDto, ReviewState } from '@kaamyaab/shared-api/contract';
import { sendBackReasons } from '@kaamyaab/shared-api/contract';
import { formatDateTime, useSentence } from '@kaamyaab/shared-ui';
import { useAdminT, type AdminT } from '../../i18n/admin-strings';
import { changedFieldLabels } from './changes-to-check';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A review state's name, as the 'states' strings say it. */
export const stateLabel = (t: AdminT, state: ReviewState): string => t(`states.${state}`);

/** The server's stand-in name for a person who closed their account (not a name to keep). */
const CLOSED_ACCOUNT = 'Closed account';

type Say = ReturnType<typeof useSentence>;

/** One entry as a sentence: who did what, the change of state, the reason, note and fields. */
function describe(t: AdminT, say: Say, entry: AccountEventDto): string {
  const actor = entry.actor.name === CLOSED_ACCOUNT ? t('history.closedAccount') : entry.actor.name;
  const from = entry.from ? stateLabel(t, entry.from) : null;
  const to = entry.to ? stateLabel(t, entry.to) : null;
  const change = from && to ? t('history.change', { from, to }) : '';
  const reason = entry.detail?.reason as keyof typeof sendBackReasons | undefined;
  const why =
    entry.action === 'sentBack' && reason
      ? t('history.reason', { reason: say(sendBackReasons[reason] ?? reason) })
      : '';
  const note = entry.detail?.note ? t('history.note', { note: entry.detail.note }) : '';
  const fields = entry.detail?.changed
    ? changedFieldLabels(t, entry.detail.changed).join(t('common.listSeparator'))
    : '';
  const changed = fields ? t('history.changed', { fields }) : '';
  return `${t(`history.${entry.action}`, { actor })}${change}${why}${note}${changed}`;
}

/** The account's audit trail, newest first: who did what, from which state to which, when. */
export function HistoryList({ history }: { history: AccountEventDto[] }) {
  const { t, language } = useAdminT();
  const say = useSentence();
  if (history.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <List aria-label={t('history.label')}>
      {history.map((entry) => (
        <li key={entry._id}>
          {describe(t, say, entry)}
          <small>
            <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
          </small>
        </li>
      ))}
    </List>
  );
}

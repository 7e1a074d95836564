import styled from 'styled-components';
import type { AccountEventDto, ReviewState } from '@kaamyaab/shared-api/contract';
import { sendBackReasons } from '@kaamyaab/shared-api/contract';
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

export const stateLabels: Record<ReviewState, string> = {
  pending: 'Pending',
  sentBack: 'Sent back',
  approved: 'Approved',
};

const WHAT: Record<AccountEventDto['action'], string> = {
  approved: 'approved the account',
  deactivated: 'deactivated the account',
  sentBack: 'sent the account back',
  resubmitted: 'sent corrections',
  edited: 'edited the profile',
  closed: 'closed the account',
  viewedDetails: 'viewed the full details',
  viewedDocument: 'opened the fee receipt',
};

const when = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

function describe(entry: AccountEventDto): string {
  const change =
    entry.from && entry.to ? ` (${stateLabels[entry.from]} → ${stateLabels[entry.to]})` : '';
  const reason = entry.detail?.reason as keyof typeof sendBackReasons | undefined;
  const why = entry.action === 'sentBack' && reason ? `: ${sendBackReasons[reason] ?? reason}` : '';
  const note = entry.detail?.note ? ` “${entry.detail.note}”` : '';
  const changed = entry.detail?.changed
    ? ` (changed: ${changedFieldLabels(entry.detail.changed).join(', ')})`
    : '';
  return `${entry.actor.name} ${WHAT[entry.action]}${change}${why}${note}${changed}`;
}

/** The account's audit trail, newest first: who did what, from which state to which, when. */
export function HistoryList({ history }: { history: AccountEventDto[] }) {
  if (history.length === 0) return <p>Nothing has happened yet.</p>;
  return (
    <List aria-label="History">
      {history.map((entry) => (
        <li key={entry._id}>
          {describe(entry)}
          <small>
            <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
          </small>
        </li>
      ))}
    </List>
  );
}

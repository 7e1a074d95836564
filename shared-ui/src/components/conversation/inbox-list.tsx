import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { StatusBadge, type ApplicationStatusName } from '@kaamyaab/shared-ui/listings';
import type { RenderLinkArgs } from '../dashboard-frame/dashboard-frame';

export interface InboxEntry {
  applicationId: string;
  jobTitle: string;
  status: ApplicationStatusName;
  otherPartyName: string;
  lastMessage: { text: string; fromMe: boolean; createdAt: string } | null;
  unread: number;
}

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: 0.9rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  align-items: center;

  strong {
    overflow-wrap: anywhere;
  }
`;

const Preview = styled.p`
  margin: 0.35rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Unread = styled.span`
  padding: 0.1rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
`;

export interface InboxListProps {
  conversations: InboxEntry[];
  linkTo: (applicationId: string) => string;
  renderLink: (args: RenderLinkArgs) => ReactNode;
}

/** The inbox: one entry per conversation, with the other side, the job and the unread count. */
export function InboxList({ conversations, linkTo, renderLink }: InboxListProps) {
  const { t } = useAccountT();
  if (conversations.length === 0) return <p>{t('inbox.empty')}</p>;
  return (
    <List>
      {conversations.map((entry) => (
        <li key={entry.applicationId}>
          {renderLink({
            to: linkTo(entry.applicationId),
            label: `${entry.otherPartyName}, ${entry.jobTitle}`,
            children: (
              <>
                <Top>
                  <strong>
                    {entry.otherPartyName} · {entry.jobTitle}
                  </strong>
                  <span>
                    {entry.unread > 0 ? (
                      <Unread>{t('inbox.unread', { count: entry.unread })}</Unread>
                    ) : null}{' '}
                    <StatusBadge status={entry.status} />
                  </span>
                </Top>
                <Preview>
                  {entry.lastMessage
                    ? `${entry.lastMessage.fromMe ? t('inbox.fromMe') : ''}${entry.lastMessage.text}`
                    : t('inbox.noMessages')}
                </Preview>
              </>
            ),
          })}
        </li>
      ))}
    </List>
  );
}

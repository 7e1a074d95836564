import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatRelative } from '@kaamyaab/shared-ui';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { useDisclosure } from '../../lib/use-disclosure';
import type { RenderLinkArgs } from '../dashboard-frame/dashboard-frame';
import { CountBadge, roundTool } from '../dashboard-frame/dashboard-frame.styles';
import { LineIcon } from '../line-icon/line-icon';

export interface BellNotification {
  _id: string;
  title: string;
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationBellProps {
  unread: number;
  /** Null until loaded. */
  notifications: BellNotification[] | null;
  failed?: boolean;
  /** Asked on opening, so the list is loaded only when someone looks. */
  load: () => void;
  markRead: (notificationId: string) => void;
  markAllRead: () => void;
  renderLink: (args: RenderLinkArgs) => ReactNode;
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${roundTool}
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 0.4rem);
  z-index: 30;
  width: min(22rem, calc(100vw - 2rem));
  max-height: 24rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset-inline: 1rem;
    top: 4.5rem;
    width: auto;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.6rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: 0.65rem 0.75rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled.li<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  border-inline-start: 3px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};

  time {
    display: block;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 400;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The header's bell: the unread count on the button, and on opening the newest notifications,
 * each a link into the product (following one marks it read). A disclosure, as the avatar menu:
 * Escape closes and gives focus back; a click outside or tabbing away closes it.
 */
export function NotificationBell({
  unread,
  notifications,
  failed,
  load,
  markRead,
  markAllRead,
  renderLink,
}: NotificationBellProps) {
  const { t, language } = useAccountT();
  const { open, setOpen, trigger, wrapperProps } = useDisclosure();
  const panelId = useId();
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.title');

  return (
    <Wrapper {...wrapperProps}>
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={() => {
          if (!open) load();
          setOpen((value) => !value);
        }}
      >
        <LineIcon path="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
        {unread > 0 ? (
          <CountBadge aria-hidden="true">{unread > 99 ? '99+' : unread}</CountBadge>
        ) : null}
      </Trigger>
      {open ? (
        <Panel id={panelId} role="region" aria-label={t('bell.title')}>
          <PanelHeader>
            <h2>{t('bell.title')}</h2>
            {unread > 0 ? (
              <button type="button" onClick={markAllRead}>
                {t('bell.markAllRead')}
              </button>
            ) : null}
          </PanelHeader>
          {failed ? <Note role="alert">{t('bell.failed')}</Note> : null}
          {notifications === null && !failed ? <Note>{t('bell.loading')}</Note> : null}
          {notifications?.length === 0 ? <Note>{t('bell.empty')}</Note> : null}
          {notifications && notifications.length > 0 ? (
            <List>
              {notifications.map((notification) => (
                <Item key={notification._id} $unread={!notification.read}>
                  {renderLink({
                    to: notification.link,
                    label: notification.title,
                    onClick: () => {
                      if (!notification.read) markRead(notification._id);
                      setOpen(false);
                    },
                    children: (
                      <>
                        {notification.title}
                        <time
                          dateTime={notification.createdAt}
                          title={formatDateTime(notification.createdAt, language)}
                        >
                          {formatRelative(notification.createdAt, language)}
                        </time>
                      </>
                    ),
                  })}
                </Item>
              ))}
            </List>
          ) : null}
        </Panel>
      ) : null}
    </Wrapper>
  );
}

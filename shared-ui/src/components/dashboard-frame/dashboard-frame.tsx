import type { ReactNode } from 'react';
import { formatLongDate, LanguageSwitch, Logo, VisuallyHidden } from '@kaamyaab/shared-ui';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { AvatarMenu } from './avatar-menu';
import {
  AccountItem,
  Brand,
  Content,
  Greeting,
  Header,
  Icon,
  Layout,
  CountBadge,
  Main,
  MessagesSlot,
  NarrowOnly,
  Side,
  Tools,
  WideOnly,
} from './dashboard-frame.styles';
import { LineIcon } from '../line-icon/line-icon';

export interface DashboardNavItem {
  label: string;
  to: string;
  icon?: ReactNode;
}

/** What the frame hands to `renderLink`; the remotes answer with a react-router NavLink. */
export interface RenderLinkArgs {
  to: string;
  label: string;
  children: ReactNode;
  onClick?: () => void;
}

export interface DashboardFrameProps {
  greeting: ReactNode;
  /** Today by default; a fixed date keeps tests and screenshots stable. */
  date?: Date;
  navItems: DashboardNavItem[];
  profilePath: string;
  onLogout: () => void;
  loggingOut?: boolean;
  userName: string;
  avatarSrc?: string | null;
  renderLink: (item: RenderLinkArgs) => ReactNode;
  children: ReactNode;
  /** Names the side menu for screen readers. */
  navLabel?: string;
  /** The inbox of conversations; without it (admins) the header has no Messages. */
  messagesPath?: string;
  unreadMessages?: number;
  /** The notification bell, connected by the remote. */
  bell?: ReactNode;
}

/** yyyy-mm-dd of the local day (toISOString would give the UTC day, off by one at night). */
function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec 'Dashboards': side menu, greeting header with the date, Messages and the avatar menu. */
export function DashboardFrame({
  greeting,
  date,
  navItems,
  profilePath,
  onLogout,
  loggingOut,
  userName,
  avatarSrc,
  renderLink,
  children,
  navLabel,
  messagesPath,
  unreadMessages = 0,
  bell,
}: DashboardFrameProps) {
  const { t, language } = useAccountT();
  const today = date ?? new Date();
  const profile = t('frame.profile');
  return (
    <Layout>
      <Side aria-label={navLabel ?? t('frame.nav')}>
        <Brand>
          {renderLink({
            to: navItems[0]?.to ?? profilePath,
            label: t('frame.brand'),
            children: <Logo onDark />,
          })}
          <NarrowOnly>
            <LanguageSwitch />
          </NarrowOnly>
        </Brand>
        <ul>
          {navItems.map((item) => (
            <li key={item.to}>
              {renderLink({
                to: item.to,
                label: item.label,
                children: (
                  <>
                    {item.icon ? <Icon aria-hidden="true">{item.icon}</Icon> : null}
                    {item.label}
                  </>
                ),
              })}
            </li>
          ))}
          <AccountItem data-account-item>
            {renderLink({ to: profilePath, label: profile, children: profile })}
          </AccountItem>
          <AccountItem data-account-item>
            <button type="button" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut}>
              {t('frame.logout')}
            </button>
          </AccountItem>
        </ul>
      </Side>
      <Main>
        <Header>
          <Greeting>
            <p>{greeting}</p>
            <time dateTime={localIsoDay(today)}>{formatLongDate(today, language)}</time>
          </Greeting>
          <Tools>
            <WideOnly>
              <LanguageSwitch />
            </WideOnly>
            {messagesPath ? (
              <MessagesSlot>
                {renderLink({
                  to: messagesPath,
                  label: t('frame.messages'),
                  children: (
                    <>
                      <LineIcon path="M4 5h16v11H8l-4 4z" />
                      <VisuallyHidden>
                        {unreadMessages > 0
                          ? t('frame.messagesUnread', { count: unreadMessages })
                          : t('frame.messages')}
                      </VisuallyHidden>
                      {unreadMessages > 0 ? (
                        <CountBadge aria-hidden="true">
                          {unreadMessages > 99 ? '99+' : unreadMessages}
                        </CountBadge>
                      ) : null}
                    </>
                  ),
                })}
              </MessagesSlot>
            ) : null}
            {bell}
            <AvatarMenu
              userName={userName}
              avatarSrc={avatarSrc}
              onLogout={onLogout}
              loggingOut={loggingOut}
              profileLink={(close) =>
                renderLink({
                  to: profilePath,
                  label: profile,
                  children: profile,
                  onClick: close,
                })
              }
            />
          </Tools>
        </Header>
        <Content>{children}</Content>
      </Main>
    </Layout>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { Avatar } from '@kaamyaab/shared-ui';
import { useDisclosure } from '../../lib/use-disclosure';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Menu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 0.4rem);
  z-index: 30;
  display: grid;
  min-width: 11rem;
  padding: 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};

  a,
  button {
    display: block;
    width: 100%;
    min-height: 2.5rem;
    padding: 0.55rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface AvatarMenuProps {
  userName: string;
  avatarSrc?: string | null;
  profileLink: (close: () => void) => ReactNode;
  onLogout: () => void;
  loggingOut?: boolean;
}

/**
 * The header's avatar button and its small menu (Profile, Logout), as a disclosure: the
 * first entry takes focus on open; Escape closes and gives focus back to the button; a click
 * outside or tabbing away closes it.
 */
export function AvatarMenu({
  userName,
  avatarSrc,
  profileLink,
  onLogout,
  loggingOut,
}: AvatarMenuProps) {
  const { t } = useAccountT();
  const { open, setOpen, trigger, wrapperProps } = useDisclosure();
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  return (
    <Wrapper {...wrapperProps}>
      <Trigger
        ref={trigger}
        data-account-trigger
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('frame.accountMenu', { name: userName })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={avatarSrc} name={userName} size={36} />
      </Trigger>
      {open ? (
        <Menu id={menuId} ref={menu}>
          {profileLink(close)}
          <button type="button" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut}>
            {loggingOut ? t('frame.loggingOut') : t('frame.logout')}
          </button>
        </Menu>
      ) : null}
    </Wrapper>
  );
}

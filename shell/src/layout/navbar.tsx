import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Link, NavLink, useLocation } from '@kaamyaab/shared-api/router';
import { paths, useAuthStore } from '@kaamyaab/shared-api';
import { LanguageSwitch, Logo } from '@kaamyaab/shared-ui';
import { useShellT } from '../i18n/shell-strings';
import { navLinksFor } from './nav-links';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const HomeLink = styled(Link)`
  text-decoration: none;
`;

const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    padding: 0.25rem 0;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom: 2px solid currentColor;
  }

  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    gap: 0;
    background: #fff;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    a {
      display: block;
      padding: 0.85rem 1rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const MenuButton = styled.button`
  display: none;
  background: none;
  border: 0;
  padding: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

const MenuIcon = ({ open }: { open: boolean }) => (
  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {open ? (
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ) : (
      <path
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    )}
  </svg>
);

/** Escape closes the open mobile menu and gives focus back to its button. */
function useCloseOnEscape(
  open: boolean,
  setOpen: (open: boolean) => void,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen, button]);
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const role = useAuthStore((state) => state.role);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { t } = useShellT();
  useEffect(() => setOpen(false), [location.pathname]);
  useCloseOnEscape(open, setOpen, menuButton);

  return (
    <Bar>
      <Inner aria-label={t('nav.main')}>
        <HomeLink to={paths.home} aria-label={t('nav.home')}>
          <Logo />
        </HomeLink>
        <Actions>
          <Links id="main-menu" $open={open}>
            {navLinksFor(role).map((link) => (
              <li key={link.label}>
                <NavLink
                  to={link.to}
                  end
                  aria-current={link.marksCurrent ? undefined : false}
                  className={({ isActive }) => (isActive && link.marksCurrent ? 'active' : '')}
                >
                  {t(`nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </Links>
          <LanguageSwitch />
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls="main-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}

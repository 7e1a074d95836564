import styled from 'styled-components';
import { Outlet } from '@kaamyaab/shared-api/router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useShellT } from '../i18n/shell-strings';

// At least a full screen, so the footer starts below the fold and does not jump while a page loads.
const Main = styled.main`
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -999px;
  &:focus {
    inset-inline-start: 1rem;
    top: 1rem;
    z-index: 50;
    background: #fff;
    padding: 0.5rem 1rem;
  }
`;

export function PublicLayout() {
  const { t } = useShellT();
  return (
    <>
      <SkipLink href="#content">{t('nav.skip')}</SkipLink>
      <Navbar />
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}

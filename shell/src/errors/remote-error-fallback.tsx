import styled from 'styled-components';
import { paths, type RemoteName } from '@kaamyaab/shared-api';
import { Logo } from '@kaamyaab/shared-ui';
import { useShellT } from '../i18n/shell-strings';

const Panel = styled.section`
  margin: 2rem auto;
  max-width: 36rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const HomeMark = styled.a`
  display: inline-block;
  margin-bottom: 0.5rem;
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  align-items: center;
  margin-top: 1rem;
`;

const Retry = styled.button`
  min-height: 2.75rem;
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font: inherit;
  cursor: pointer;
`;

/**
 * Shown in place of an area whose code could not be fetched. A dashboard's frame comes from its
 * remote, so the panel brings its own logo and Home link: "the rest of the site still works"
 * must be reachable from here. Plain links, since a reload is what fetches the code again.
 */
export function RemoteErrorFallback({ remote }: { remote: RemoteName }) {
  const { t } = useShellT();
  return (
    <Panel role="alert" data-testid={`remote-unavailable-${remote}`}>
      <HomeMark href={paths.home} aria-label={t('nav.home')}>
        <Logo />
      </HomeMark>
      <h1>{t('unavailable.title', { area: t(`unavailable.${remote}`) })}</h1>
      <p>{t('unavailable.body')}</p>
      <Actions>
        <Retry type="button" onClick={() => window.location.reload()}>
          {t('unavailable.retry')}
        </Retry>
        <a href={paths.home}>{t('unavailable.goHome')}</a>
      </Actions>
    </Panel>
  );
}

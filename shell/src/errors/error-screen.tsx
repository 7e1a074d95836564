import styled from 'styled-components';
import { paths } from '@kaamyaab/shared-api';
import { Logo } from '@kaamyaab/shared-ui';
import { useShellT } from '../i18n/shell-strings';

const Screen = styled.main`
  min-height: 70vh;
  display: grid;
  place-content: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
  flex-wrap: wrap;
`;

const Action = styled.button`
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &:last-child {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

/**
 * The spec's uncaught-error screen. Its actions use the browser directly rather than the router:
 * after an error the router's tree is not trusted, and "Home" must work even if it broke.
 */
export function ErrorScreen() {
  const { t } = useShellT();
  return (
    <Screen role="alert">
      <Logo />
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <Actions>
        <Action type="button" onClick={() => window.history.back()}>
          {t('error.goBack')}
        </Action>
        <Action type="button" onClick={() => window.location.assign(paths.home)}>
          {t('error.home')}
        </Action>
        <Action type="button" onClick={() => window.location.reload()}>
          {t('error.tryAgain')}
        </Action>
      </Actions>
    </Screen>
  );
}

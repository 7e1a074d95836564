import styled from 'styled-components';
import { paths } from '@kaamyaab/shared-api';
import { Logo } from '@kaamyaab/shared-ui';

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
  return (
    <Screen role="alert">
      <Logo />
      <h1>Oops! Something went wrong</h1>
      <p>
        Don&apos;t worry, it&apos;s not your fault. Our team has been notified and we&apos;re
        working on fixing it.
      </p>
      <Actions>
        <Action type="button" onClick={() => window.history.back()}>
          Go Back
        </Action>
        <Action type="button" onClick={() => window.location.assign(paths.home)}>
          Home
        </Action>
        <Action type="button" onClick={() => window.location.reload()}>
          Try Again
        </Action>
      </Actions>
    </Screen>
  );
}

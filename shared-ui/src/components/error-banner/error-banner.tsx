import styled from 'styled-components';

const ErrorBox = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Spec: errors show in a red banner reading 'Error: <message>'. Nothing renders without one. */
export function ErrorBanner({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <ErrorBox role="alert">
      <strong>Error:</strong> {message}
    </ErrorBox>
  );
}

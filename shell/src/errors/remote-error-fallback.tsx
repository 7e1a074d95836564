import styled from 'styled-components';
import type { RemoteName } from '@kaamyaab/shared-api';

const areaLabels: Record<RemoteName, string> = {
  public: 'This page',
  freelancer: 'The freelancer area',
  company: 'The company area',
  admin: 'The admin area',
};

const Panel = styled.section`
  margin: 2rem auto;
  max-width: 36rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Retry = styled.button`
  margin-top: 1rem;
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font: inherit;
  cursor: pointer;
`;

export function RemoteErrorFallback({ remote }: { remote: RemoteName }) {
  return (
    <Panel role="alert" data-testid={`remote-unavailable-${remote}`}>
      <h1>{areaLabels[remote]} is unavailable right now</h1>
      <p>We could not load this part of Kaamyaab. The rest of the site still works.</p>
      <Retry type="button" onClick={() => window.location.reload()}>
        Try again
      </Retry>
    </Panel>
  );
}

import styled, { css } from 'styled-components';
import { useSentence } from '@kaamyaab/shared-ui';

/** The green confirmation's box, for a notice that needs more than a sentence (e.g. a link). */
export const successBox = css`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.successLight};
  color: ${({ theme }) => theme.colors.success};
`;

const SuccessBox = styled.div`
  ${successBox}
`;

/** A green confirmation, announced politely (role="status"); nothing without a message. */
export function SuccessBanner({ message }: { message?: string | null }) {
  const say = useSentence();
  if (!message) return null;
  return <SuccessBox role="status">{say(message)}</SuccessBox>;
}

const InfoBox = styled(SuccessBox)`
  border-color: ${({ theme }) => theme.colors.focus};
  background: #eef4ff;
  color: #1e3a8a;
`;

/** A neutral note above a form (e.g. why a login was asked for), announced politely. */
export function InfoBanner({ message }: { message?: string | null }) {
  const say = useSentence();
  if (!message) return null;
  return <InfoBox role="status">{say(message)}</InfoBox>;
}

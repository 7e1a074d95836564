import styled from 'styled-components';
import { useSentence } from '@kaamyaab/shared-ui';
import { bannerBox } from '../banner-box/banner-box';

/** The green confirmation's box, for a notice that needs more than a sentence (e.g. a link). */
export const successBox = bannerBox('success');

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

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useReputationT } from '../../i18n/ui-reputation-strings';
import type { ReputationView } from './reputation-types';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.75rem;
  margin: 0.35rem 0;
`;

const Score = styled.strong`
  font-size: 0.95rem;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  padding: 0.1rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;

  &::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * An account's score ("no score yet" under the minimum) and the badges of what the platform
 * checked, with a link to its public profile where the card has one.
 */
export function ReputationLine({
  reputation,
  link,
}: {
  reputation: ReputationView;
  /** The public profile's link, made by the remote's router. */
  link?: ReactNode;
}) {
  const { t } = useReputationT();
  return (
    <Line>
      <Score>
        {reputation.score === null
          ? t('score.none')
          : t('score.value', { score: reputation.score })}
      </Score>
      {reputation.badges.length > 0 && (
        <Badges aria-label={t('badges.label')}>
          {reputation.badges.map((badge) => (
            <Badge key={badge}>{t(`badges.${badge}`)}</Badge>
          ))}
        </Badges>
      )}
      {link}
    </Line>
  );
}

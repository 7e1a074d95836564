import styled from 'styled-components';
import { useUiT } from '@kaamyaab/shared-ui';

// #8a5a00 is 5.9:1 on white, so even the outline stars read clearly.
const Row = styled.span`
  display: inline-flex;
  gap: 0.1rem;
  color: #8a5a00;
  font-size: 1.1rem;
  line-height: 1;
`;

export interface StarsProps {
  count: number;
  max?: number;
}

/** Experience level as stars (entry 1, intermediate 2, expert 3), read out as '2 of 3 stars'. */
export function Stars({ count, max = 3 }: StarsProps) {
  const { t } = useUiT();
  const filled = Math.max(0, Math.min(max, Math.round(count)));
  return (
    <Row role="img" aria-label={t('stars', { filled, max })}>
      {Array.from({ length: max }, (_, index) => (
        <span key={index} aria-hidden="true">
          {index < filled ? '★' : '☆'}
        </span>
      ))}
    </Row>
  );
}

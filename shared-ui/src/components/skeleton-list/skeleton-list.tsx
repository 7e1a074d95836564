import styled, { keyframes } from 'styled-components';
import { useUiT, VisuallyHidden } from '@kaamyaab/shared-ui';

const shimmer = keyframes`
  from { background-position: -20rem 0; }
  to { background-position: 20rem 0; }
`;

const Bar = styled.div<{ $width: string }>`
  height: 0.9rem;
  width: ${({ $width }) => $width};
  margin-bottom: 0.6rem;
  border-radius: 4px;
  background: linear-gradient(90deg, #e9eef2 0%, #f6f8fa 50%, #e9eef2 100%);
  background-size: 40rem 100%;
  animation: ${shimmer} 1.2s linear infinite;

  /* The sheen runs in the reading direction. */
  [dir='rtl'] & {
    animation-direction: reverse;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Item = styled.div`
  margin-bottom: 1rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

/** Placeholder job cards while a list loads (spec default: 3); screen readers hear 'Loading...'. */
export function SkeletonList({ count = 3 }: { count?: number }) {
  const { t } = useUiT();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Item key={index} data-testid="skeleton-item" aria-hidden="true">
          <Bar $width="55%" />
          <Bar $width="80%" />
          <Bar $width="35%" />
        </Item>
      ))}
    </div>
  );
}

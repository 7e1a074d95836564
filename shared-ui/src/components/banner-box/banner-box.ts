import { css } from 'styled-components';

/** A banner's box in one tone of the theme: the tone's edge (thicker at the start) and text. */
export const bannerBox = (tone: 'success' | 'danger') => css`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors[tone]};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors[`${tone}Light`]};
  color: ${({ theme }) => theme.colors[tone]};
`;

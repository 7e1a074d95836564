import { css } from 'styled-components';

/**
 * The amber box of what an account still has to do ('Hold Tight!': correct the details, verify
 * the email): noticed, but not an error.
 */
export const attentionBox = css`
  max-width: 36rem;
  padding: 1rem 1.25rem;
  border: 1px solid #f2c94c;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff8e1;
  color: #5c3c00;
  text-align: start;
`;

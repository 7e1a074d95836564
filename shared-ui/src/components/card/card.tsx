import styled from 'styled-components';

/**
 * A white panel for one thing (a job, an application, a form). What people type shows inside
 * cards, so an unbroken word wraps anywhere (inherited by everything in the card) instead of
 * pushing the page wider than the screen; `min-width: 0` lets the card shrink in a flex or grid.
 */
export const Card = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;

import styled from 'styled-components';

/** The page's one h1, sized to shrink on phones. */
export const PageHeading = styled.h1`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  line-height: 1.2;
`;

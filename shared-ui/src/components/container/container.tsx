import styled from 'styled-components';

/** Centres page content at a readable width (72rem), with breathing room on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;

  ${({ theme }) => theme.media.mobile} {
    padding: 1.25rem 1rem;
  }
`;

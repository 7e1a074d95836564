import styled from 'styled-components';

export const Section = styled.section<{ $tinted?: boolean }>`
  padding: 3.5rem 1rem;
  background: ${({ $tinted, theme }) => ($tinted ? theme.colors.surface : '#fff')};
`;

export const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1.5rem;
  text-align: center;
  font-size: clamp(1.5rem, 3vw, 2.1rem);
`;

import styled from 'styled-components';

/* The pieces the deal views share: a section of the room, its list, a row of buttons, a figure. */

export const Section = styled.section`
  margin-top: 1.5rem;
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

export const Muted = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Figures side by side from 640 px, two a row on a phone. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 1rem 0;

  div {
    padding: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0.25rem 0 0;
    font-size: 1.2rem;
    font-weight: 700;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Box = styled.li`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;

  ${({ theme }) => theme.media.mobile} {
    padding: 0.75rem;
  }
`;

export const Tag = styled.span`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 600;
`;

import styled from 'styled-components';

/**
 * The pieces of an application's card, the same on both sides of it: a freelancer's own
 * application and one a company reads under its posted job. Each side sets its own padding.
 */
export const CardFrame = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The title on one side, the status badge on the other; they wrap on a narrow card. */
export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  align-items: flex-start;
`;

/** Label beside value: the rate, the dates, the job's terms. */
export const CardFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0.75rem 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** The card's title: the job, or the applicant's name. */
export const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.05rem;
`;

/** Who is on the other side, under the card's title. */
export const CardByline = styled.p`
  margin: 0.15rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why the last action on the card failed. */
export const CardError = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

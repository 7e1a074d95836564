import type { ReactNode } from 'react';
import { css } from 'styled-components';

/** A job's facts in a `<dl>`: each name small and muted over its value in bold. */
export const jobFactStyles = css`
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** One fact of a job, inside a `<dl>` styled with jobFactStyles. */
export function JobFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

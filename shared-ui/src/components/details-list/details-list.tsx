import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.25rem;
  margin: 1rem 0 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    /* A value takes its own direction (a +92 phone or an email in an Urdu page reads left to right). */
    unicode-bidi: plaintext;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

/** Label–value pairs of a profile card, as a description list. */
export function DetailsList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <List>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

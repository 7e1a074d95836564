import { Children, type ReactNode } from 'react';
import styled from 'styled-components';

const separatorWidth = '1.25rem';

const Clip = styled.div`
  overflow: hidden;
  margin: 1rem 0;
`;

// Each item carries its separator before it, and the line starts one separator before the start
// of the clipping box (its left in English, its right in Urdu): the first item of every line
// (after a wrap too) loses its dot, so a dot only ever stands between two items, never dangling
// at the end or the start of a line.
const Items = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  row-gap: 0.35rem;
  margin: 0;
  margin-inline-start: -${separatorWidth};
`;

const Item = styled.span`
  display: inline-flex;
  align-items: center;

  &::before {
    flex: none;
    width: ${separatorWidth};
    text-align: center;
    content: '·';
    /* Drawn, not read: screen readers hear the items alone. */
    content: '·' / '';
  }
`;

/** Facts about a post on one line, a dot between each two that are present (null is skipped). */
export function MetaLine({ children }: { children: ReactNode }) {
  const present = Children.toArray(children);
  if (present.length === 0) return null;
  return (
    <Clip>
      <Items>
        {present.map((item, index) => (
          <Item key={index}>{item}</Item>
        ))}
      </Items>
    </Clip>
  );
}

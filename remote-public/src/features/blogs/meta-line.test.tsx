import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { MetaLine } from './meta-line';

const items = () => [...document.querySelectorAll('p > span')];

describe('MetaLine', () => {
  it('lines up the present items only, with no dot written into the text', () => {
    renderPage(
      <MetaLine>
        <time dateTime="2026-10-02">2 October 2026</time>
        {null}
        <span>Updated October 2026</span>
      </MetaLine>,
    );
    expect(items()).toHaveLength(2);
    expect(screen.getByText('2 October 2026').closest('p')).toHaveTextContent(
      /^2 October 2026Updated October 2026$/,
    );
  });

  it('shows one item alone, and nothing at all when none is present', () => {
    const { unmount } = renderPage(<MetaLine>{'2 October 2026'}</MetaLine>);
    expect(items()).toHaveLength(1);
    expect(screen.getByText('2 October 2026')).not.toHaveTextContent('·');
    unmount();
    const { container } = renderPage(
      <MetaLine>
        {null}
        {false}
      </MetaLine>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

import { useLayoutEffect } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PagedCards } from './paged-list';

const items = Array.from({ length: 20 }, (_, index) => ({ _id: `job-${index}` }));

describe('PagedCards', () => {
  it('commits its first six cards first, then the rest a few per render', async () => {
    const listedAtFirstCommit: number[] = [];
    function FirstCard() {
      // Runs at the commit that first puts this card in the page, before any later render.
      useLayoutEffect(() => {
        listedAtFirstCommit.push(document.querySelectorAll('li').length);
      }, []);
      return <p>first</p>;
    }
    renderWithTheme(
      <PagedCards
        items={items}
        card={(item) => (item._id === 'job-0' ? <FirstCard /> : <p>{item._id}</p>)}
        hasMore
        loadingMore={false}
        loadMore={jest.fn()}
        moreLabel="Load more jobs"
      />,
    );
    expect(listedAtFirstCommit).toEqual([6]);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByText('job-19')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more jobs' })).toBeEnabled();
  });

  it('shows a short list whole at once', () => {
    renderWithTheme(
      <PagedCards
        items={items.slice(0, 3)}
        card={(item) => <p>{item._id}</p>}
        hasMore={false}
        loadingMore={false}
        loadMore={jest.fn()}
        moreLabel="Load more jobs"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

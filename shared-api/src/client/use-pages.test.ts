import { act, renderHook } from '@testing-library/react';
import { usePages, type ItemsPage } from './use-pages';

/** A page the test answers when it chooses, to order answers as a slow network would. */
function pageOnItsWay() {
  let answer!: (page: ItemsPage<string>) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<ItemsPage<string>>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

/** A search's readPage: each call is recorded with its cursor and answered by the test. */
function search() {
  const asked: Array<{ after?: string } & ReturnType<typeof pageOnItsWay>> = [];
  const readPage = jest.fn((after?: string) => {
    const page = pageOnItsWay();
    asked.push({ after, ...page });
    return page.promise;
  });
  return { readPage, asked };
}

describe('usePages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const render = (readPage: (after?: string) => Promise<ItemsPage<string>>) =>
    renderHook(({ read }) => usePages(read, 'jobs'), { initialProps: { read: readPage } });

  it('drops a "Load more" of the previous search that answers after the search changed', async () => {
    const react = search();
    const hook = render(react.readPage);
    await act(async () => react.asked[0]!.answer({ items: ['r1', 'r2'], nextCursor: 'r2' }));
    act(() => hook.result.current.loadMore());
    expect(react.asked[1]!.after).toBe('r2');
    expect(hook.result.current.loadingMore).toBe(true);

    const figma = search();
    hook.rerender({ read: figma.readPage });
    await act(async () => figma.asked[0]!.answer({ items: ['f1'], nextCursor: 'f1' }));
    await act(async () => react.asked[1]!.answer({ items: ['r3'], nextCursor: 'r3' }));

    expect(hook.result.current).toMatchObject({
      status: 'ready',
      items: ['f1'],
      hasMore: true,
      loadingMore: false,
    });
    act(() => hook.result.current.loadMore());
    expect(figma.asked[1]!.after).toBe('f1');
  });

  it('drops a first page of the previous search that answers after the new one', async () => {
    const react = search();
    const hook = render(react.readPage);
    const figma = search();
    hook.rerender({ read: figma.readPage });
    await act(async () => figma.asked[0]!.answer({ items: ['f1'], nextCursor: null }));
    await act(async () => react.asked[0]!.answer({ items: ['r1'], nextCursor: 'r1' }));
    expect(hook.result.current).toMatchObject({ items: ['f1'], hasMore: false });
  });

  it('asks once for a page tapped twice, and leaves a new search alone when an old one fails', async () => {
    const react = search();
    const hook = render(react.readPage);
    await act(async () => react.asked[0]!.answer({ items: ['r1'], nextCursor: 'r1' }));
    act(() => hook.result.current.loadMore());
    act(() => hook.result.current.loadMore());
    expect(react.readPage).toHaveBeenCalledTimes(2);

    const figma = search();
    hook.rerender({ read: figma.readPage });
    await act(async () => figma.asked[0]!.answer({ items: ['f1'], nextCursor: 'f1' }));
    act(() => hook.result.current.loadMore());
    await act(async () => react.asked[1]!.fail(new Error('offline')));
    expect(hook.result.current).toMatchObject({ items: ['f1'], loadingMore: true });
    await act(async () => figma.asked[1]!.answer({ items: ['f2'], nextCursor: null }));
    expect(hook.result.current).toMatchObject({
      items: ['f1', 'f2'],
      hasMore: false,
      loadingMore: false,
    });
  });
});

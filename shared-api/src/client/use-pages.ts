import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { logger } from '../logger';

export type PagesStatus = 'loading' | 'ready' | 'failed';

/** One page of a keyset list: its items, and the cursor of the next (null on the last). */
export interface ItemsPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

export interface Pages<Item> {
  status: PagesStatus;
  items: Item[];
  /** The server has more than those shown. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Changes items shown in place, e.g. one replaced by the server's answer to an action. */
  update: (change: (items: Item[]) => Item[]) => void;
}

/**
 * A list read a page at a time by the server's cursor (every list of the product is keyset
 * paged): the first page whenever `readPage` changes (memoize it on what it reads, e.g. the
 * search in the URL), then one more page per loadMore. The cursor names the last item shown,
 * so items added meanwhile never shift the next page. An answer for a list no longer shown (a
 * "Load more" of the previous search, still on its way when the search changed) is dropped.
 */
export function usePages<Item>(
  readPage: (after?: string) => Promise<ItemsPage<Item>>,
  what: string,
): Pages<Item> {
  const [status, setStatus] = useState<PagesStatus>('loading');
  const [items, setItems] = useState<Item[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  /** Counts the lists read: an answer asked for an earlier one is not this list's. */
  const shown = useRef(0);
  /** The cursor of the "Load more" on its way, so a second tap does not ask for it again. */
  const asking = useRef<string | null>(null);

  useEffect(() => {
    const list = ++shown.current;
    const current = () => list === shown.current;
    asking.current = null;
    setStatus('loading');
    setLoadingMore(false);
    readPage()
      .then((first) => {
        if (!current()) return;
        // As a transition, a page of cards renders in slices, not one long task that holds a slow
        // phone's main thread while a whole page of job cards renders (decision 023).
        startTransition(() => {
          setItems(first.items);
          setNextCursor(first.nextCursor);
          setStatus('ready');
        });
      })
      .catch((error: unknown) => {
        logger.error(`Error fetching ${what}`, error);
        if (current()) setStatus('failed');
      });
  }, [readPage, what]);

  const loadMore = useCallback(() => {
    if (nextCursor === null || asking.current === nextCursor) return;
    const list = shown.current;
    const current = () => list === shown.current;
    asking.current = nextCursor;
    setLoadingMore(true);
    readPage(nextCursor)
      .then((more) => {
        if (!current()) return;
        asking.current = null;
        // Loading ends with the new cards, so the next tap cannot ask for the same page again.
        startTransition(() => {
          setItems((items) => [...items, ...more.items]);
          setNextCursor(more.nextCursor);
          setLoadingMore(false);
        });
      })
      .catch((error: unknown) => {
        if (!current()) return;
        logger.error(`Error fetching more ${what}`, error);
        asking.current = null;
        setLoadingMore(false);
      });
  }, [nextCursor, readPage, what]);

  return { status, items, hasMore: nextCursor !== null, loadingMore, loadMore, update: setItems };
}

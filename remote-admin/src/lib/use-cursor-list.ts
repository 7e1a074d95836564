import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface CursorList<Item> {
  /** Null until the first page has come. */
  items: Item[] | null;
  /** Changes the items shown in place, after an action on one of them. */
  setItems: Dispatch<SetStateAction<Item[] | null>>;
  /** The cursor of the next page; null on the last. */
  next: string | null;
  loading: boolean;
  /** The first page again without `after`; the page after that cursor, added below, with it. */
  load: (after?: string) => Promise<void>;
}

/**
 * An admin list the server answers a page at a time behind a cursor: the first page on mount,
 * the next one on "Load more". What a page carries besides its items (a count) and what a
 * failure shows belong to the list, so they come as `onPage` and `onFailure`.
 */
export function useCursorList<Item, Page extends { nextCursor: string | null }>(options: {
  readPage: (after?: string) => Promise<Page>;
  itemsOf: (page: Page) => Item[];
  onPage: (page: Page) => void;
  onFailure: (error: unknown) => void;
}): CursorList<Item> {
  const [items, setItems] = useState<Item[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // The latest render's callbacks, read when a page is asked for: `load` captures nothing that
  // changes between renders, so the mount effect that asks for the first page runs once.
  const list = useRef(options);
  list.current = options;

  const load = async (after?: string) => {
    setLoading(true);
    try {
      const page = await list.current.readPage(after);
      const added = list.current.itemsOf(page);
      setItems((shown) => [...(after ? (shown ?? []) : []), ...added]);
      setNext(page.nextCursor);
      list.current.onPage(page);
    } catch (error) {
      list.current.onFailure(error);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => void load(), []);

  return { items, setItems, next, loading, load };
}

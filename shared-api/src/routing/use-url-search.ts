import { useCallback, useMemo } from 'react';
import { useSearchParams } from './react-router-exports';

export interface UrlSearch<Key extends string> {
  /** Every key this search understands, in the order a form shows them. */
  keys: readonly Key[];
  /** The search in the address bar; only the keys this search understands, never blank ones. */
  values: Partial<Record<Key, string>>;
  /** True when anything narrows or reorders the default list. */
  active: boolean;
  /** Puts a search in the address bar: a new history entry, so Back returns to the last one. */
  apply: (values: Partial<Record<Key, string>>) => void;
  clear: () => void;
}

/**
 * A search lives in the URL: it can be shared, reloaded, and walked with the back
 * button. Other query parameters of the page are left alone. `sort=newest` is the default order,
 * so it alone is no search. The keys come from the contract (jobSearchKeys, talentSearchKeys) by
 * the caller: the router, on every page, stays free of zod.
 */
export function useUrlSearch<Key extends string>(keys: readonly Key[]): UrlSearch<Key> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const read: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = params.get(key)?.trim();
      if (value) read[key] = value;
    }
    return read;
  }, [params, keys]);

  const apply = useCallback(
    (next: Partial<Record<Key, string>>) => {
      setParams((current) => {
        const written = new URLSearchParams(current);
        for (const key of keys) {
          const value = next[key]?.trim();
          if (value) written.set(key, value);
          else written.delete(key);
        }
        return written;
      });
    },
    [setParams, keys],
  );
  const clear = useCallback(() => apply({}), [apply]);
  const active = Object.entries(values).some(
    ([key, value]) => key !== 'sort' || value !== 'newest',
  );
  return { keys, values, active, apply, clear };
}

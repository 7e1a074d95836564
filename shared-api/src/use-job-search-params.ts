import { useCallback, useMemo } from 'react';
import { useSearchParams } from './react-router';
import { jobSearchKeys, type JobSearchKey } from './contract/job-search';

export type JobSearchValues = Partial<Record<JobSearchKey, string>>;

export interface JobSearchParams {
  /** The search in the address bar; only the keys a search understands, never blank ones. */
  values: JobSearchValues;
  /** True when anything narrows or reorders the default list. */
  active: boolean;
  /** Puts a search in the address bar: a new history entry, so Back returns to the last one. */
  apply: (values: JobSearchValues) => void;
  clear: () => void;
}

/**
 * A job search lives in the URL (issue 13): it can be shared, reloaded, and walked with the
 * back button. Other query parameters of the page are left alone.
 */
export function useJobSearchParams(): JobSearchParams {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const read: JobSearchValues = {};
    for (const key of jobSearchKeys) {
      const value = params.get(key)?.trim();
      if (value) read[key] = value;
    }
    return read;
  }, [params]);

  const apply = useCallback(
    (next: JobSearchValues) => {
      setParams((current) => {
        const written = new URLSearchParams(current);
        for (const key of jobSearchKeys) {
          const value = next[key]?.trim();
          if (value) written.set(key, value);
          else written.delete(key);
        }
        return written;
      });
    },
    [setParams],
  );
  const clear = useCallback(() => apply({}), [apply]);
  const active = Object.keys(values).some((key) => key !== 'sort' || values.sort !== 'newest');
  return { values, active, apply, clear };
}

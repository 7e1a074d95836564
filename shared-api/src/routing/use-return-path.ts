import { useLocation } from './react-router-exports';

/**
 * Where a login goes on success: back to the page that asked for it (a guard's redirect, or a
 * job's Apply Now, pass `state.from`), when that page is inside the area this login opens;
 * else the area's home. Only a path of that area is followed, so no state can send a login to
 * another site or another role's pages.
 */
export function useReturnPath(area: string): string {
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return area;
  return from === area || from.startsWith(`${area}/`) ? from : area;
}

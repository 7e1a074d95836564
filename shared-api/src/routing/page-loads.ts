/**
 * What the table of pages says about loading them: which modules each remote exposes, which a
 * first load of an address renders (the shell loads them before its first render, the server
 * preloads their files with the HTML) and whose remote entry that address needs.
 */
import type { RemoteName } from '../contract/remotes';
import { areas, chooserRoles, pages, type PageName } from './page-table';

type Row = (typeof pages)[PageName];
type ModuleRow = Extract<Row, { module: string }>;

/** One module a remote exposes. */
export interface ExposedModule {
  remote: RemoteName;
  module: string;
}

const rows: Row[] = Object.values(pages);

/** A row's remote: the one it names, else its area's. */
export const remoteOf = (row: ModuleRow): RemoteName => ('remote' in row ? row.remote : row.area);

const areaLayout = (remote: RemoteName): ExposedModule[] => {
  const area = areas[remote];
  return 'layout' in area ? [{ remote, module: area.layout }] : [];
};

/** An address without `:parameters`: a page of its own in `paths`, preloaded by exact match. */
export const isFixedPath = (path: string): boolean => !path.includes('/:');

/** Whether a path is a page's own or one below it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Every module each remote exposes: its area's layout, its pages and the choosers' forms. */
export function exposedModules(): ExposedModule[] {
  const all = new Map<string, ExposedModule>();
  const add = (exposed: ExposedModule) => all.set(`${exposed.remote}/${exposed.module}`, exposed);
  for (const row of rows) {
    if (!('module' in row)) continue;
    const remote = remoteOf(row);
    if (remote === row.area) areaLayout(remote).forEach(add);
    add({ remote, module: row.module });
    if ('forms' in row) for (const role of chooserRoles) add({ remote: role, module: row.forms });
  }
  return [...all.values()];
}

/** The modules a fixed address's first render shows, outermost first (a redirect: its target's). */
function firstRender(row: Row): ExposedModule[] {
  if ('redirect' in row) return firstRender(pages[row.redirect]);
  return [...areaLayout(row.area), { remote: remoteOf(row), module: row.module }];
}

/**
 * The remote modules the first render of each fixed address shows, outermost first. A chooser's
 * forms are left out: only the form of the role chosen renders, once the chooser has run.
 */
export const firstLoadModules: Readonly<Record<string, readonly ExposedModule[]>> =
  Object.fromEntries(
    rows.filter((row) => isFixedPath(row.path)).map((row) => [row.path, firstRender(row)]),
  );

/**
 * The remote whose entry an address needs first: a signed-in area's below its path, the remote
 * of a public page another remote exposes (the admin's login, a sign-up) below its path, else the
 * public one. A redirect needs none of its own.
 */
export function entryRemoteOf(pathname: string): RemoteName {
  for (const row of rows) {
    if (!('module' in row) || !isFixedPath(row.path)) continue;
    const remote = remoteOf(row);
    if (remote !== 'public' && isUnder(pathname, row.path)) return remote;
  }
  return 'public';
}

import path from 'node:path';
import {
  areas,
  entryRemoteOf,
  exposedModules,
  firstLoadModules,
  isUnder,
  pages,
  paths,
  remoteNames,
  remoteOf,
} from '@kaamyaab/shared-api';
import { exposeFolder } from '../../../scripts/webpack/expose-folder.cjs';

const repoRoot = path.resolve(__dirname, '../../..');

/** What each remote's webpack config exposes: its src/expose folder. */
const exposedByWebpack = (remote: string) =>
  Object.keys(exposeFolder(path.join(repoRoot, `remote-${remote}`)))
    .map((key) => key.replace('./', ''))
    .sort();

const exposedByTable = (remote: string) =>
  exposedModules()
    .filter((exposed) => exposed.remote === remote)
    .map((exposed) => exposed.module)
    .sort();

/**
 * The table of pages against what is built from it by hand: a remote exposing a module no row
 * names, or a row whose module no remote exposes, fails here rather than as an area that cannot
 * load. The route table and the first loads are held to each other by first-loads.test.tsx.
 */
describe('the table of pages', () => {
  it.each(remoteNames)(
    "names every module the %s remote's src/expose holds, and no other",
    (remote) => {
      expect(exposedByWebpack(remote)).toEqual(exposedByTable(remote));
    },
  );

  it("puts each signed-in area's pages under its path, and only there", () => {
    for (const row of Object.values(pages)) {
      const owner = Object.entries(areas).find(
        ([name, area]) => name !== 'public' && isUnder(row.path, area.path),
      );
      expect([row.path, owner?.[0] ?? 'public']).toEqual([row.path, row.area]);
    }
  });

  it('gives every fixed path its first load, and its remote entry', () => {
    expect(Object.keys(firstLoadModules).sort()).toEqual(Object.values(paths).sort());
    expect(entryRemoteOf(paths.signupFreelancer)).toBe('freelancer');
    expect(entryRemoteOf(paths.loginAdmin)).toBe('admin');
    expect(entryRemoteOf(`${paths.companyMessages}/a1`)).toBe('company');
    expect(entryRemoteOf(paths.legacyAdminSignup)).toBe('public');
    expect(entryRemoteOf(paths.login)).toBe('public');
    expect(entryRemoteOf('/no-such-page')).toBe('public');
  });

  it("keeps a signed-in area's pages in that area's remote", () => {
    for (const row of Object.values(pages)) {
      if ('module' in row && row.area !== 'public') expect(remoteOf(row)).toBe(row.area);
    }
  });
});

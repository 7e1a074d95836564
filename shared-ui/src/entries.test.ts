import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import manifest from '../package.json';

/**
 * Each entry of shared-ui is a shared module of its own (scripts/webpack/shared-singletons.cjs).
 * A file two entries reached by relative imports would be in two modules at run time: two i18n
 * instances, two copies of a hook's state. So each file belongs to one entry, and the entries
 * reach each other through the package, never in a circle.
 */
const PACKAGE = '@kaamyaab/shared-ui';

const entries = Object.fromEntries(
  Object.entries(manifest.exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, file]) => [
      subpath === '.' ? PACKAGE : `${PACKAGE}/${subpath.slice(2)}`,
      path.resolve(__dirname, '..', file),
    ]),
);

function resolveRelative(fromFile: string, request: string): string {
  const base = path.resolve(path.dirname(fromFile), request);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${fromFile} imports ${request}, which is not a source file`);
  return found;
}

/** The files an entry holds (relative imports) and the other entries it imports by name. */
function reach(entryFile: string) {
  const files = new Set<string>();
  const imported = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8')).importedFiles) {
      if (fileName.startsWith('.')) visit(resolveRelative(file, fileName));
      else if (fileName === PACKAGE || fileName.startsWith(`${PACKAGE}/`)) imported.add(fileName);
    }
  };
  visit(entryFile);
  return { files, imported };
}

const reached = new Map(Object.entries(entries).map(([name, file]) => [name, reach(file)]));
const importsOf = (name: string) => [...(reached.get(name)?.imported ?? [])];

describe('shared-ui entries', () => {
  it('names an entry for every shared module of the webpack build', () => {
    const { SINGLETONS } = jest.requireActual<{ SINGLETONS: string[] }>(
      '../../scripts/webpack/shared-singletons.cjs',
    );
    const sharedEntries = SINGLETONS.filter((name) => name.startsWith(PACKAGE));
    // Not shared: motion, which each remote that shows a carousel bundles, and the tests' helpers.
    const unshared = ['/motion', '/testing'];
    expect(
      Object.keys(entries).filter((name) => !unshared.some((entry) => name.endsWith(entry))),
    ).toEqual(sharedEntries);
  });

  it('puts each file in one entry only', () => {
    const owners = new Map<string, string[]>();
    for (const [name, { files }] of reached)
      for (const file of files) owners.set(file, [...(owners.get(file) ?? []), name]);
    const shared = [...owners]
      .filter(([, names]) => names.length > 1)
      .map(([file, names]) => `${path.relative(__dirname, file)}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('has entries that import each other in one direction, the core importing none', () => {
    expect(importsOf(PACKAGE)).toEqual([]);
    const visiting = new Set<string>();
    const cycleFrom = (name: string): string[] | null => {
      if (visiting.has(name)) return [name];
      visiting.add(name);
      for (const next of importsOf(name)) {
        const cycle = cycleFrom(next);
        if (cycle) return [name, ...cycle];
      }
      visiting.delete(name);
      return null;
    };
    for (const name of Object.keys(entries)) expect(cycleFrom(name)).toBeNull();
  });
});

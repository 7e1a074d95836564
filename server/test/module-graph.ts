import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The server modules' dependency graph, drawn from their imports: an arrow `a -> b` for each
 * module `a` with a file (tests and their helpers aside) that imports anything of module `b`.
 * Type-only imports count too: a module that needs another's types depends on it all the same.
 */
export const modulesDir = path.resolve(__dirname, '../src/modules');

const isSource = (file: string) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.test-helpers.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

const isFolder = (target: string) => fs.existsSync(target) && fs.statSync(target).isDirectory();

/** The module a path lies in, or undefined outside server/src/modules/<name>/. */
function moduleOf(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  const [name, ...rest] = relative.split(path.sep);
  return relative.startsWith('..') || rest.length === 0 ? undefined : name;
}

/** Each module (a folder of `dir`) with the modules it imports, names sorted. */
export function moduleGraph(dir = modulesDir): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) graph.set(entry.name, new Set());
  for (const file of sourceFiles(dir)) {
    const from = moduleOf(dir, file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      // A folder imported whole is its index.
      const to = moduleOf(dir, isFolder(target) ? path.join(target, 'index.ts') : target);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return new Map([...graph].sort().map(([name, deps]) => [name, [...deps].sort()]));
}

/** A cycle of modules (its first module repeated at the end), or undefined if there is none. */
export function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | undefined => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return undefined;
    path.push(name);
    for (const next of graph.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return undefined;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}

/** The graph as arrows, one line each: `applications -> jobs, notifications`. */
export const arrows = (graph: Map<string, string[]>): string[] =>
  [...graph].map(([name, deps]) => `${name} -> ${deps.length > 0 ? deps.join(', ') : '(none)'}`);

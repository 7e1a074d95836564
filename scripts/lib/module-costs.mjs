// What each webpack module's evaluation cost in a V8 CPU profile (the format of DevTools and of
// CDP's Profiler.stop). A minified production chunk keeps each module as a function named by its
// module id (`302(e,t,n){…}`), so a frame with a numeric name is a module being evaluated.

const isModule = (node) => /^\d+$/.test(node.callFrame.functionName);
const fileOf = (url) => url.split('/').pop() || url;

/**
 * Each module's own time: the samples under its frame, less those under a module it imported
 * (that one's own time). Sorted, most costly first.
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string },
 *   children?: number[] }>, samples: number[], timeDeltas: number[] }} profile
 * @returns {Array<{ module: string, file: string, ms: number }>}
 */
export function moduleCosts(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map();
  profile.samples.forEach((id, index) =>
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const costs = new Map();
  // Iterative, as profiles nest deeper than a recursive walk may go.
  const pending = [[profile.nodes[0].id, null]];
  while (pending.length > 0) {
    const [id, outer] = pending.pop();
    const node = nodes.get(id);
    const owner = isModule(node)
      ? `${node.callFrame.functionName} ${fileOf(node.callFrame.url)}`
      : outer;
    if (owner) costs.set(owner, (costs.get(owner) ?? 0) + (selfMicros.get(id) ?? 0));
    for (const child of node.children ?? []) pending.push([child, owner]);
  }
  return [...costs]
    .map(([key, micros]) => {
      const [module, file] = key.split(' ');
      return { module, file, ms: Math.round(micros / 100) / 10 };
    })
    .sort((a, b) => b.ms - a.ms);
}

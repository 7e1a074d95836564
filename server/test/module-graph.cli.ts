import { arrows, findCycle, moduleGraph } from './module-graph';

/**
 * Prints the server modules' dependency graph, one module a line with what it imports, and a
 * cycle if there is one: `npx tsx server/test/module-graph.cli.ts [modules folder]`.
 */
const graph = moduleGraph(process.argv[2]);
for (const line of arrows(graph)) console.log(line);
const cycle = findCycle(graph);
console.log(cycle ? `cycle: ${cycle.join(' -> ')}` : 'no cycle');

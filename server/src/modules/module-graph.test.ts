import { arrows, findCycle, moduleGraph } from '../../test/module-graph';

describe("the server modules' dependency graph", () => {
  const graph = moduleGraph();

  it('has no cycle: each module builds only on modules that do not build on it', () => {
    expect({ cycle: findCycle(graph), graph: arrows(graph) }).toMatchObject({ cycle: undefined });
  });

  it('finds a cycle when there is one', () => {
    const withCycle = new Map(graph);
    withCycle.set('jobs', [...(graph.get('jobs') ?? []), 'applications']);
    expect(findCycle(withCycle)).toEqual(expect.arrayContaining(['jobs', 'applications']));
  });
});

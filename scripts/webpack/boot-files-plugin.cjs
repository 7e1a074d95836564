// Writes boot-files.json: the chunks the shell's first render always loads after main.js (the
// bootstrap chunk, and any shared module it provides lazily and uses; its eager ones are in
// main.js). The server preloads them from the page's <head>, so the browser fetches them in
// parallel with main.js instead of after running it.
const { Compilation, sources } = require('webpack');
const graph = require('./chunk-graph.cjs');

const PLUGIN = 'BootFilesPlugin';
// Words only a reader of Urdu needs, fetched when Urdu is shown: never preloaded.
const URDU_CHUNK = /^urdu-/;

/**
 * The bootstrap's chunks (an import the entry makes), then, as long as they ask for more, the
 * chunks of each shared module they use. A shared module the shell provides but its boot does not
 * use (the contract, which only the Urdu of its sentences needs) is left to load when asked for.
 */
function bootChunks(compilation) {
  const { chunkGraph } = compilation;
  const groups = [...compilation.chunkGroups].filter(
    (group) => !group.isInitial() && !URDU_CHUNK.test(group.name ?? ''),
  );
  const started = groups.filter((group) =>
    graph
      .originTypes(group)
      .some((type) => type !== graph.CONSUME_SHARED && type !== graph.PROVIDE_SHARED),
  );
  const chunks = new Set(started.flatMap((group) => group.chunks));
  const provided = groups.filter((group) => graph.shareKeyOf(group));
  const taken = new Set();
  for (;;) {
    const wanted = graph.consumedBy(chunks, chunkGraph);
    const next = provided.filter(
      (group) => !taken.has(group) && wanted.has(graph.shareKeyOf(group)),
    );
    if (next.length === 0) break;
    for (const group of next) {
      taken.add(group);
      for (const chunk of group.chunks) chunks.add(chunk);
    }
  }
  return [...chunks];
}

class BootFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = graph.scriptFiles(bootChunks(compilation));
          compilation.emitAsset('boot-files.json', new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { BootFilesPlugin };

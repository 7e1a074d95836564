// Writes module-files.json: for each module the app exposes and each shared module it provides
// lazily, the files loading it fetches and the share keys those files ask for; a shared module
// it provides eagerly is named with no files (it is in the entry). The server joins them for a
// route (server/src/web/route-preloads.ts), taking a shared module from the shell wherever the
// shell provides it, so the page preloads everything its first render runs: the shared modules
// a remote page uses were otherwise found only after the remote's code had run.
const { Compilation, sources } = require('webpack');
const { PROVIDE_SHARED, shareKeyOf, consumedBy, scriptFiles } = require('./chunk-graph.cjs');

const PLUGIN = 'ModuleFilesPlugin';

function moduleFiles(compilation, exposedPaths) {
  const { chunkGraph } = compilation;
  const describe = (chunks) => ({
    files: scriptFiles(chunks),
    shares: [...consumedBy(chunks, chunkGraph)].sort(),
  });
  const exposes = {};
  const provides = {};
  for (const group of compilation.chunkGroups) {
    // An exposed module's chunk group comes from the container entry's block for './Name'.
    const exposed = group.origins
      .map((origin) => origin.loc?.name)
      .find((name) => exposedPaths.has(name));
    if (exposed) exposes[exposed.replace(/^\.\//, '')] = describe(group.chunks);
    const shareKey = shareKeyOf(group);
    if (shareKey) provides[shareKey] = describe(group.chunks);
  }
  for (const module of compilation.modules)
    if (module.type === PROVIDE_SHARED && module._eager)
      provides[module._name] = { files: [], shares: [] };
  return { exposes, provides };
}

class ModuleFilesPlugin {
  /** @param {string[]} exposedPaths the app's exposed paths, e.g. './JobsPage' */
  constructor(exposedPaths) {
    this.exposedPaths = new Set(exposedPaths);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const listing = JSON.stringify(moduleFiles(compilation, this.exposedPaths));
          compilation.emitAsset('module-files.json', new sources.RawSource(listing));
        },
      );
    });
  }
}

module.exports = { ModuleFilesPlugin };

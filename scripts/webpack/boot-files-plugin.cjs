// Writes boot-files.json: the chunks the shell's first render always loads after main.js (the
// bootstrap chunk and the shared modules it provides). The server preloads them from the page's
// <head>, so the browser fetches them in parallel with main.js instead of after running it.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'BootFilesPlugin';
// A consume-shared fallback only loads when no container provided the module: not at boot.
const CONSUME_FALLBACK_ORIGIN = 'consume-shared-module';
// Words only a reader of Urdu needs, fetched when Urdu is shown (issue 16): never preloaded.
const URDU_CHUNK = /^urdu-/;

function loadedAtBoot(chunk) {
  if (chunk.hasRuntime()) return false;
  for (const group of chunk.groupsIterable) {
    if (URDU_CHUNK.test(group.name ?? '')) continue;
    if (group.origins.some((origin) => origin.module?.type !== CONSUME_FALLBACK_ORIGIN))
      return true;
  }
  return false;
}

class BootFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = [...compilation.chunks]
            .filter(loadedAtBoot)
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
            .sort();
          compilation.emitAsset('boot-files.json', new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { BootFilesPlugin };

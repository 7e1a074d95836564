// Emits the shell's service worker, /sw.js, from shell/src/offline/service-worker.ts. The worker is
// a script of its own, not a chunk: it must keep one name at the site's root, and it runs no
// federation runtime, so esbuild bundles it (with the Workbox modules it imports) beside
// webpack's output. It is emitted before the precompress plugins run, which compress it too.
const path = require('node:path');
const { build } = require('esbuild');

const NAME = 'ServiceWorkerPlugin';

class ServiceWorkerPlugin {
  /** @param {{ entry: string, minify: boolean }} options */
  constructor({ entry, minify }) {
    this.entry = entry;
    this.minify = minify;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await build({
            entryPoints: [path.resolve(compiler.context, this.entry)],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
            minify: this.minify,
            logLevel: 'warning',
            // The worker's build names its caches: a deploy's worker drops the last one's pages.
            define: {
              BUILD: JSON.stringify(compilation.hash),
              'process.env.NODE_ENV': JSON.stringify(this.minify ? 'production' : 'development'),
            },
          });
          compilation.emitAsset('sw.js', new sources.RawSource(result.outputFiles[0].text));
          compilation.fileDependencies.add(path.resolve(compiler.context, this.entry));
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin };

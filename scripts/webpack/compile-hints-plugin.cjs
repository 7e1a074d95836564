// V8's explicit compile hint (Chrome 136 and later) at the top of every script a production build
// emits: `//# allFunctionsCalledOnLoad` asks V8 to compile the file's functions as it streams the
// file in, on a background thread. Without it, V8 compiles a function when it is first called, on
// the main thread, and a first load calls most of what it downloads: react-dom, the router, the
// design system, the page's own modules. Other browsers read it as a comment.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment; before the precompressed copies.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js')))
            compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };

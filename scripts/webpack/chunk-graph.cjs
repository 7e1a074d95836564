// Reading what the federation plugins put into webpack's chunk graph: which chunk group loads a
// shared module, and which shared modules a set of chunks asks for. Used by the plugins that list
// the files a page's first render fetches, so the server can preload them with the page.

// A consume-shared module asks the share scope for a module (its fallback loads only when no
// container provided one); a provide-shared module offers this build's copy to the share scope.
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

const originTypes = (group) => group.origins.map((origin) => origin.module?.type);

/** The share key whose lazily provided copy this chunk group loads, if it loads one. */
const shareKeyOf = (group) =>
  group.origins.find((origin) => origin.module?.type === PROVIDE_SHARED)?.module?._name;

/** The share keys the modules of these chunks ask for. */
function consumedBy(chunks, chunkGraph) {
  const keys = new Set();
  for (const chunk of chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === CONSUME_SHARED) keys.add(module.options.shareKey);
  return keys;
}

/** The JavaScript files of these chunks, leaving out the entry chunk (it holds the runtime). */
const scriptFiles = (chunks) =>
  chunks
    .filter((chunk) => !chunk.hasRuntime())
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .sort();

module.exports = {
  CONSUME_SHARED,
  PROVIDE_SHARED,
  originTypes,
  shareKeyOf,
  consumedBy,
  scriptFiles,
};

// Brotli and gzip copies of every text file of a production build, written beside it
// (`main.js.br`, `main.js.gz`), which the server sends as they are: compressing per request
// cost the react-dom chunk most of its throughput (decision 012). Maximum levels, since each
// file is compressed once per build.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// The shell's index.html is left out: the server writes into it per route, so it is compressed
// per request (a small page). Files under 1 KB are not compressed by the server either.
const common = { test: /\.(js|json|css|svg|txt)$/, threshold: 1024, minRatio: Infinity };

function precompressPlugins() {
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins };

// One list of shared singletons for the host and every remote, so the page holds one copy of each
// (one React, one router context, one theme, one auth store). Versions come from package.json.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'zustand',
  '@kaamyaab/shared-ui',
  // Each of shared-ui's entries is a module of its own, so a page loads only the parts it uses.
  '@kaamyaab/shared-ui/forms',
  '@kaamyaab/shared-ui/listings',
  '@kaamyaab/shared-ui/dashboard',
  '@kaamyaab/shared-api',
  '@kaamyaab/shared-api/client',
  '@kaamyaab/shared-api/contract',
  // react-router only through this list of what the apps use: shared whole it was 60 KB gzip.
  '@kaamyaab/shared-api/router',
];

function versionOf(name) {
  const packageName = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const manifest = require(
    require.resolve(path.join(packageName, 'package.json'), { paths: [__dirname] }),
  );
  return manifest.version;
}

function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = versionOf(name);
      return [name, { singleton: true, requiredVersion: version, version }];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };

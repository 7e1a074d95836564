// One list of shared singletons for the host and every remote, so the page holds one copy of each
// (one React, one router context, one theme, one auth store). Versions come from package.json.
const path = require('node:path');

// What the shell's first render always runs, in main.js itself (`eager`) rather than one file each
// after main.js has run, each a round trip more on a first load (decision 023). Nothing is lost to
// version negotiation: the shell loaded these before any remote's container was initialised, so its
// copies were always the ones used.
const SHELL_EAGER = [
  'react',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'zustand',
  '@kaamyaab/shared-ui',
  '@kaamyaab/shared-api',
  // react-router only through this list of what the apps use: a shared module keeps every
  // export, so react-router shared whole put all of it on every page (decision 012).
  '@kaamyaab/shared-api/router',
];

const SINGLETONS = [
  ...SHELL_EAGER,
  // Each of shared-ui's entries is a module of its own, so a page loads only the parts it uses.
  '@kaamyaab/shared-ui/forms',
  '@kaamyaab/shared-ui/listings',
  '@kaamyaab/shared-ui/dashboard',
  // The deal's views: only the contract, offer and money pages load them.
  '@kaamyaab/shared-ui/deals',
  // The admin's bank statement reconciliation.
  '@kaamyaab/shared-ui/statements',
  // Two-way reviews: the contract room's section and the Reviews pages.
  '@kaamyaab/shared-ui/reviews',
  '@kaamyaab/shared-ui/moderation',
  '@kaamyaab/shared-api/client',
  // Lazy in the shell too: only forms, the API client and Urdu need it.
  '@kaamyaab/shared-api/contract',
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

/** `host`: the shell's list, with its boot modules eager; a remote's are all lazy. */
function sharedSingletons({ host = false } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = versionOf(name);
      const eager = host && SHELL_EAGER.includes(name);
      return [name, { singleton: true, requiredVersion: version, version, eager }];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };

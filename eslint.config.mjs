// One lint configuration for the whole monorepo. Besides the usual rules it enforces the
// architecture's boundaries: shared -> remotes -> shell, remotes never import each other, the
// server takes only the contract from the front end, and no module imports itself in a cycle.
// Two layers, each proven by scripts/lint-boundaries.test.ts:
//   - `no-restricted-imports` checks what an import is called (packages such as axios, and
//     workspace names), so it holds even where a path cannot be resolved;
//   - `import-x/no-restricted-paths` checks the file an import resolves to, so a relative path
//     (`../../shared-api/src/client/http`) is caught as surely as a package name.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const remotes = ['remote-public', 'remote-freelancer', 'remote-company', 'remote-admin'];
const frontEnd = ['shared-ui', 'shell', ...remotes];

// shared-ui's moving parts (carousel, marquee): an entry of their own (shared-ui/src/motion.ts).
const motionEntry = [
  'shared-ui/src/components/carousel/**/*.{ts,tsx}',
  'shared-ui/src/components/marquee/**/*.{ts,tsx}',
];

const sharedUiItself = ['!@kaamyaab/shared-ui', '!@kaamyaab/shared-ui/*'];

// How money is written (the contract's module, which the server's link previews write budgets
// with too, decision 024) and the browser's logger: shared-api's two modules that import nothing.
// In gitignore's terms: shared-api's folder let through (a path in a refused folder cannot be let
// through), everything in it refused again (the package itself is a file, not the folder, and
// stays refused), then those two let through.
const sharedApiMoney = [
  '!@kaamyaab/shared-api/',
  '@kaamyaab/shared-api/*',
  '!@kaamyaab/shared-api/money',
  '!@kaamyaab/shared-api/logger',
];

const sharedUiKnowsOnly = {
  group: ['axios', 'zustand', 'js-cookie', '@kaamyaab/*', ...sharedUiItself, ...sharedApiMoney],
  message: 'shared-ui knows React and styled-components only.',
};

const renderTextAsText = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text as text: dangerouslySetInnerHTML is not allowed (XSS).',
};

// An answer's sentences are worded in the reader's language, so a decision keyed on one works in
// English only: browser code decides on the answer's code (failureCode) and just shows sentences.
const equality = 'BinaryExpression[operator=/^[!=]==?$/]';
const sentenceTable = 'MemberExpression[object.name=/Messages$|^apiErrors$/]';
const answerSentence = 'MemberExpression[property.name=/^(message|msg)$/]';
const wordedFailure = 'CallExpression[callee.name=/^(describeError|errorMessage|errorMessageIn)$/]';
const noDecisionsOnSentences = [
  `${equality} > ${sentenceTable}`,
  `${equality} > ${answerSentence}`,
  `${equality} > ${wordedFailure}`,
  `SwitchStatement > ${answerSentence}.discriminant`,
  `SwitchStatement > ${wordedFailure}.discriminant`,
  `SwitchCase > ${sentenceTable}.test`,
].map((selector) => ({
  selector,
  message:
    "Decide on the answer's code (failureCode), never on a sentence: sentences are translated.",
}));

// Every date a page shows is written by one module, in its few styles and both languages.
const datesModule = 'shared-ui/src/lib/dates.ts';
const datesFromOnePlace = [
  "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
  'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
].map((selector) => ({
  selector,
  message: `Write dates with ${datesModule} (formatDate, formatDateTime, formatRelative...).`,
}));

// The one module of browser code that writes to the console.
const browserLogger = 'shared-api/src/logger.ts';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Folders, relative to the repository root; `except` is relative to `from`.
const zones = [
  {
    target: 'server',
    from: 'shared-api/src',
    except: ['./contract', './translations', './routing/pages.ts'],
    message:
      'The server takes only @kaamyaab/shared-api/contract (and its translations, and the table of pages) from shared-api.',
  },
  {
    target: 'server',
    from: frontEnd,
    message: 'The server never imports front-end code.',
  },
  {
    target: 'server/src/plugins',
    from: 'server/src/modules',
    message: 'Plugins are infrastructure: modules use plugins, never the other way round.',
  },
  {
    target: 'shell',
    from: remotes,
    message: 'The shell reaches remotes only through module federation (shell/src/federation).',
  },
  ...remotes.map((remote) => ({
    target: remote,
    from: [...remotes.filter((other) => other !== remote), 'shell', 'server'],
    message: 'A remote imports only shared-ui, shared-api and libraries; link by URL.',
  })),
  {
    target: 'shared-ui',
    from: 'shared-api',
    except: ['./src/contract/money.ts', './src/logger.ts'],
    message: 'shared-ui knows React and styled-components only.',
  },
  {
    target: 'shared-ui',
    from: ['shell', 'server', ...remotes],
    message: 'shared-ui knows React and styled-components only.',
  },
  {
    target: 'shared-api',
    from: ['shell', 'server', ...remotes],
    message: 'shared-api sits below the apps: it never imports the shell, a remote or the server.',
  },
  {
    target: 'shared-api/src/contract',
    from: 'shared-api/src',
    except: ['./contract'],
    message: 'The contract depends on zod only, so the server can import it.',
  },
];

// The server's modules stand side by side: one reaches another only through its index
// (modules/<name>/index.ts), so a repository or any other internal file stays its own module's.
// Tests and the demo seeder may set up rows through a repository; they are not in these zones.
// That the modules' graph has no cycle is server/src/modules/module-graph.test.ts's to prove.
const serverModules = fs
  .readdirSync(`${root}/server/src/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndex = `${root}/server/src/modules/*/index.ts`;
const throughIndex =
  'A server module is reached only through its index (modules/<name>/index.ts): its repository and internals are its own.';
const serverModuleZones = [
  ...serverModules.map((name) => ({
    target: `server/src/modules/${name}`,
    from: `server/src/modules/!(${name})/**`,
    except: [moduleIndex],
    message: throughIndex,
  })),
  {
    target: [
      'server/src/app.ts',
      'server/src/server.ts',
      'server/src/web',
      'server/src/modules/index.ts',
    ],
    from: 'server/src/modules/*/**',
    except: [moduleIndex],
    message: throughIndex,
  },
  {
    target: [
      'server/src/lib',
      'server/src/db',
      'server/src/auth',
      'server/src/storage',
      'server/src/config',
    ],
    from: 'server/src/modules',
    message: 'lib, db, auth, storage and config sit below the modules: they never import one.',
  },
];

// The shell names no remote: not a workspace package, a folder, or a federated id such as
// `remote_company/DashboardHome` (those are loaded at run time with loadRemote).
const shellNeverNamesRemotes = {
  group: [
    '@kaamyaab/remote-*',
    'remote_*',
    ...remotes.flatMap((remote) => [remote, `**/${remote}/**`]),
  ],
  message: 'The shell reaches remotes only through module federation (shell/src/federation).',
};

// Front-end code outside the contract reaches zod only through the contract, whose entry turns
// off zod's `new Function` probe before any schema is built: our CSP refuses eval and reports it.
const zodThroughContract = {
  regex: '^zod(/.*)?$',
  message:
    "zod only through @kaamyaab/shared-api/contract (its entry makes zod jitless), never directly: the CSP refuses zod's eval probe.",
};

// One i18next on a page: it and react-i18next are imported by shared-ui's i18n alone, which every
// app takes from the shared core. Imported anywhere else, they were bundled again beside it.
const i18nThroughSharedUi = {
  group: ['i18next', 'react-i18next'],
  message: 'i18next and react-i18next only through @kaamyaab/shared-ui (its one instance).',
};
const sharedUiI18n = 'shared-ui/src/i18n/i18n.ts';

// The apps reach react-router only through the shared list of what they use: a shared module
// keeps every export, so sharing react-router itself put all of it on every page. Tests may
// wrap components in react-router's own MemoryRouter.
const routingThroughSharedList = {
  regex: '^react-router(-dom)?(/.*)?$',
  message:
    'Routing only through @kaamyaab/shared-api/router (add an export there): react-router shared whole puts all of it on every page.',
};

const serverOnlyContract = {
  message:
    'The server imports only @kaamyaab/shared-api/contract (and its translations, /translations, and the table of pages, /pages) from the front end.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '.tmp-e2e/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', renderTextAsText],
    },
  },
  {
    // The same rule id: these selectors add to the one above in client code. The contract's
    // tables and their translation are where sentences are defined and looked up, not decided on.
    files: [...frontEnd, 'shared-api'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', 'shared-api/src/contract/**', 'shared-api/src/translations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        renderTextAsText,
        ...noDecisionsOnSentences,
        ...datesFromOnePlace,
      ],
    },
  },
  {
    // Browser code reports a handled failure through the one logger, silent in production, never
    // the console itself: a visitor's console is not where our diagnostics go.
    files: [...frontEnd, 'shared-api'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', browserLogger],
    rules: { 'no-console': 'error' },
  },
  {
    files: [datesModule],
    rules: { 'no-restricted-syntax': ['error', renderTextAsText, ...noDecisionsOnSentences] },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        group: ['@kaamyaab/remote-*', '@kaamyaab/shell', '**/remote-*/**', '**/shell/**'],
        message:
          'A remote imports only shared-ui, shared-api and libraries; link to other areas by URL.',
      },
      zodThroughContract,
      i18nThroughSharedUi,
    ]),
  })),
  {
    // Its entries (core, forms, listings, dashboard) reach each other through the package, so each
    // part is in one shared module only (shared-ui/src/entries.test.ts).
    files: ['shared-ui/**/*.{ts,tsx}'],
    ignores: [...motionEntry, sharedUiI18n],
    rules: restrict([sharedUiKnowsOnly, i18nThroughSharedUi]),
  },
  {
    files: [sharedUiI18n],
    rules: restrict([sharedUiKnowsOnly]),
  },
  {
    // The moving parts are an entry of their own, not shared: they reach shared-ui's state (its
    // one i18n, which hears the language change) through the shared package, never a copy.
    files: motionEntry,
    rules: restrict([
      sharedUiKnowsOnly,
      {
        group: ['**/i18n/*'],
        message:
          "The moving parts take shared-ui's i18n through @kaamyaab/shared-ui, never a copy.",
      },
    ]),
  },
  {
    files: ['shared-api/src/**/*.ts'],
    ignores: ['shared-api/src/contract/**', 'shared-api/src/translations/**'],
    rules: restrict([zodThroughContract]),
  },
  {
    // The contract's Urdu words zod's own messages with zod's Urdu locale: it takes that alone
    // from zod (it builds no schema), and the schemas through the contract, which it imports.
    files: ['shared-api/src/translations/**/*.ts'],
    rules: restrict([
      {
        regex: '^zod(?!/locales$)(/.*)?$',
        allowTypeImports: true,
        message:
          "The contract's Urdu takes only zod's locales from zod; schemas come through the contract.",
      },
    ]),
  },
  {
    files: ['shared-api/src/contract/**/*.ts'],
    rules: restrict([
      {
        group: [
          'axios',
          'zustand',
          'js-cookie',
          'react',
          'react-dom',
          '@kaamyaab/*',
          '../client/*',
          '../session/*',
        ],
        message: 'The contract depends on zod only, so the server can import it.',
      },
    ]),
  },
  {
    // Its own rule id, so these patterns add to each folder's no-restricted-imports.
    files: [...frontEnd, 'shared-api'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/src/test/**',
      'shared-api/src/routing/react-router-exports.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [routingThroughSharedList] },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,mts,cts,js,mjs,cjs}'],
    rules: restrict([
      {
        group: [
          'axios',
          'zustand',
          'zustand/*',
          'js-cookie',
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          'react-router',
          'react-router-dom',
          'styled-components',
          '@module-federation/*',
        ],
        ...serverOnlyContract,
      },
      { regex: '^@kaamyaab/(?!shared-api/(contract|translations|pages)$)', ...serverOnlyContract },
    ]),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/src/federation/**'],
    rules: restrict([
      shellNeverNamesRemotes,
      {
        group: ['@module-federation/*'],
        message: 'Only shell/src/federation talks to the federation runtime.',
      },
      zodThroughContract,
      i18nThroughSharedUi,
    ]),
  },
  {
    files: ['shell/src/federation/**/*.{ts,tsx}'],
    rules: restrict([shellNeverNamesRemotes, zodThroughContract, i18nThroughSharedUi]),
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts', 'server/src/demo/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...zones, ...serverModuleZones] },
      ],
    },
  },
  {
    // Type-only imports are erased and never form a runtime cycle; the rule skips them.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);

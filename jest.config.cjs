// Every jest project of the monorepo. The server's API tests run on embedded PostgreSQL (PGlite)
// always, and once more on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      // TypeScript 6 deprecates `node` (node10) resolution; `bundler` resolves as webpack does.
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      esModuleInterop: true,
    },
  },
];

const workspaceModules = {
  '^@kaamyaab/shared-api/contract$': '<rootDir>/shared-api/src/contract/index.ts',
  '^@kaamyaab/shared-api/client$': '<rootDir>/shared-api/src/client/index.ts',
  '^@kaamyaab/shared-api/router$': '<rootDir>/shared-api/src/routing/index.ts',
  '^@kaamyaab/shared-api/pages$': '<rootDir>/shared-api/src/routing/pages.ts',
  '^@kaamyaab/shared-api/translations$': '<rootDir>/shared-api/src/translations/index.ts',
  '^@kaamyaab/shared-api/money$': '<rootDir>/shared-api/src/contract/money.ts',
  '^@kaamyaab/shared-api/logger$': '<rootDir>/shared-api/src/logger.ts',
  '^@kaamyaab/shared-api/testing$': '<rootDir>/shared-api/src/testing/index.ts',
  '^@kaamyaab/shared-api$': '<rootDir>/shared-api/src/index.ts',
  '^@kaamyaab/shared-ui/(forms|listings|dashboard|deals|reviews|moderation|disputes|motion)$':
    '<rootDir>/shared-ui/src/$1.ts',
  '^@kaamyaab/shared-ui/testing$': '<rootDir>/shared-ui/src/test-utils.tsx',
  '^@kaamyaab/shared-ui$': '<rootDir>/shared-ui/src/index.ts',
};

const webProject = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  roots: [
    '<rootDir>/shared-ui',
    '<rootDir>/shared-api',
    '<rootDir>/shell/src',
    '<rootDir>/remote-public',
    '<rootDir>/remote-freelancer',
    '<rootDir>/remote-company',
    '<rootDir>/remote-admin',
  ],
  testMatch: ['**/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    ...workspaceModules,
    '\\.(png|jpe?g|webp|avif|svg|woff2?)$': '<rootDir>/scripts/jest/file-stub.cjs',
    '\\.css$': '<rootDir>/scripts/jest/file-stub.cjs',
  },
  setupFiles: [
    '<rootDir>/scripts/jest/setup-web.ts',
    '<rootDir>/scripts/jest/setup-web-language.ts',
  ],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web-after-env.ts'],
};

const serverProject = (driver) => ({
  displayName: `server-${driver}`,
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/server'],
  testMatch: ['**/*.test.ts'],
  // `*.postgres.test.ts` is about the PostgreSQL server driver alone.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(driver === 'pglite' ? ['\\.postgres\\.test\\.ts$'] : []),
  ],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: workspaceModules,
  setupFiles: [`<rootDir>/scripts/jest/use-${driver}.cjs`],
});

// Tests of the repository's own tooling (e.g. that lint enforces the boundaries), in node.
const toolingProject = {
  displayName: 'tooling',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/scripts'],
  // `.test.mjs` tests the ES-module scripts as they are (native ESM, no transform).
  testMatch: ['**/*.test.ts', '**/*.test.mjs'],
  transform: { '^.+\\.tsx?$': tsJest },
};

module.exports = {
  projects: [
    webProject,
    toolingProject,
    serverProject('pglite'),
    ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
  ],
  testTimeout: 30_000,
  // On two cores jest would run every file in its own process, one after another, and that
  // process keeps part of each file's modules: with this limit the files run in a worker that is
  // replaced once it has grown past it, so the whole suite fits in memory whatever its length.
  workerIdleMemoryLimit: '1536MB',
};

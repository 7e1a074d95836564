// End-to-end tests: jest + playwright-core driving Debian's chromium against the production
// build served by the real server (fresh temporary DATA_DIR, free port). One at a time: the
// browser and the server share two cores.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = {
  rootDir: root,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*/e2e/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          // TypeScript 6 deprecates `node` (node10) resolution; `bundler` resolves as webpack does.
          moduleResolution: 'bundler',
          isolatedModules: true,
          esModuleInterop: true,
        },
      },
    ],
  },
  globalSetup: '<rootDir>/scripts/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/scripts/e2e/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 120_000,
};

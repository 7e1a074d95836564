/**
 * Proves the boundaries that eslint.config.mjs enforces: each forbidden import below fails with
 * an error from the rule meant to catch it (checked by rule id and by the boundary's own
 * message, so removing that rule or zone fails the case), and each allowed import passes.
 * ESLint's Node API lints the code as if it were a file at `filePath`; the file need not exist,
 * since the rules resolve its imports from that folder. The cycle cases need real files on both
 * sides, so they are written into a temporary folder inside the repository and removed after.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(__dirname, '..');
const fixtureDir = `.lint-fixture-${process.pid}`;

interface Expected {
  rule: string;
  /** A phrase of the boundary's own message, so another config cannot pass for it. */
  says: string;
}

interface Case {
  name: string;
  filePath: string;
  code: string;
  /** Every rule that must report the import; empty for an allowed import. */
  errors: Expected[];
}

const expected = (rule: string, says: string): Expected => ({ rule, says });
const byName = (says: string) => expected('no-restricted-imports', says);
const byPath = (says: string) => expected('import-x/no-restricted-paths', says);
const byRoutingRule = (says: string) => expected('@typescript-eslint/no-restricted-imports', says);
const bySyntax = (says: string) => expected('no-restricted-syntax', says);

const onlyContract = 'The server imports only @kaamyaab/shared-api/contract';
const serverTakesContract = 'The server takes only @kaamyaab/shared-api/contract';
const throughFederation = 'The shell reaches remotes only through module federation';
const remoteByUrl = 'A remote imports only shared-ui, shared-api and libraries';
const zodThroughContract = 'zod only through @kaamyaab/shared-api/contract';
const routingThroughSharedList = 'Routing only through @kaamyaab/shared-api/router';
const i18nThroughSharedUi = 'i18next and react-i18next only through @kaamyaab/shared-ui';
const datesFromOnePlace = 'Write dates with shared-ui/src/lib/dates.ts';
const decideOnCodes = "Decide on the answer's code (failureCode), never on a sentence";
const throughIndex = 'A server module is reached only through its index';

const importing = (specifier: string) =>
  `import { probe } from '${specifier}';\nexport const x = probe;\n`;

const cases: Case[] = [
  // the server takes only the contract from the front end
  {
    name: 'server -> @kaamyaab/shared-api/client',
    filePath: 'server/src/modules/jobs/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/client'),
    errors: [byName(onlyContract), byPath(serverTakesContract)],
  },
  {
    name: 'server -> @kaamyaab/shared-api (the session entry)',
    filePath: 'server/src/modules/jobs/lint-probe.ts',
    code: importing('@kaamyaab/shared-api'),
    errors: [byName(onlyContract), byPath(serverTakesContract)],
  },
  {
    name: 'server -> axios',
    filePath: 'server/src/modules/jobs/lint-probe.ts',
    code: importing('axios'),
    errors: [byName(onlyContract)],
  },
  {
    name: 'server -> zustand',
    filePath: 'server/src/lint-probe.ts',
    code: importing('zustand'),
    errors: [byName(onlyContract)],
  },
  {
    name: 'server -> relative ../../shared-api/src/client/http',
    filePath: 'server/src/lint-probe.ts',
    code: importing('../../shared-api/src/client/http'),
    errors: [byPath(serverTakesContract)],
  },
  {
    name: 'server -> relative ../../shared-api/src/session/auth-store',
    filePath: 'server/src/lint-probe.ts',
    code: importing('../../shared-api/src/session/auth-store'),
    errors: [byPath(serverTakesContract)],
  },
  {
    name: 'server -> relative front-end code (shared-ui)',
    filePath: 'server/src/lint-probe.ts',
    code: importing('../../shared-ui/src/index'),
    errors: [byPath('The server never imports front-end code')],
  },
  {
    name: 'server -> @kaamyaab/shared-api/contract is allowed',
    filePath: 'server/src/modules/jobs/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/contract'),
    errors: [],
  },
  {
    name: "server -> @kaamyaab/shared-api/translations (the contract's Urdu) is allowed",
    filePath: 'server/src/modules/jobs/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/translations'),
    errors: [],
  },
  {
    name: 'server -> @kaamyaab/shared-api/pages (the table of pages) is allowed',
    filePath: 'server/src/web/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/pages'),
    errors: [],
  },
  // the shell reaches remotes only through module federation
  {
    name: 'shell -> remote-company/src/expose/dashboard-home',
    filePath: 'shell/src/app/lint-probe.tsx',
    code: importing('remote-company/src/expose/dashboard-home'),
    errors: [byName(throughFederation)],
  },
  {
    name: 'shell -> relative ../../../remote-company/src/expose/dashboard-home',
    filePath: 'shell/src/app/lint-probe.tsx',
    code: importing('../../../remote-company/src/expose/dashboard-home'),
    errors: [byName(throughFederation), byPath(throughFederation)],
  },
  {
    name: 'shell -> @kaamyaab/remote-company',
    filePath: 'shell/src/layout/lint-probe.tsx',
    code: importing('@kaamyaab/remote-company'),
    errors: [byName(throughFederation)],
  },
  {
    name: 'shell/src/federation -> a static import of a federated id (remote_company/DashboardHome)',
    filePath: 'shell/src/federation/lint-probe.tsx',
    code: importing('remote_company/DashboardHome'),
    errors: [byName(throughFederation)],
  },
  {
    name: 'shell outside src/federation -> the federation runtime',
    filePath: 'shell/src/app/lint-probe.tsx',
    code: importing('@module-federation/enhanced/runtime'),
    errors: [byName('Only shell/src/federation talks to the federation runtime')],
  },
  {
    name: 'shell/src/federation -> the federation runtime is allowed',
    filePath: 'shell/src/federation/lint-probe.ts',
    code: importing('@module-federation/enhanced/runtime'),
    errors: [],
  },
  // server modules reach each other only through their index
  {
    name: "server module -> another module's repository",
    filePath: 'server/src/modules/talent/lint-probe.ts',
    code: importing('../jobs/jobs.repository'),
    errors: [byPath(throughIndex)],
  },
  {
    name: "server module's sub-part -> another module's service file",
    filePath: 'server/src/modules/accounts/profile/lint-probe.ts',
    code: importing('../../files/files.service'),
    errors: [byPath(throughIndex)],
  },
  {
    name: "the web pages -> a module's repository",
    filePath: 'server/src/web/lint-probe.ts',
    code: importing('../modules/jobs/jobs.repository'),
    errors: [byPath(throughIndex)],
  },
  {
    name: 'server lib -> a module, even its index',
    filePath: 'server/src/lib/lint-probe.ts',
    code: importing('../modules/jobs'),
    errors: [byPath('sit below the modules')],
  },
  {
    name: "server module -> another module's index is allowed",
    filePath: 'server/src/modules/talent/lint-probe.ts',
    code: importing('../jobs'),
    errors: [],
  },
  {
    name: 'server module -> its own repository is allowed',
    filePath: 'server/src/modules/jobs/lint-probe.ts',
    code: importing('./jobs.repository'),
    errors: [],
  },
  {
    name: "a server test -> another module's repository (to set up rows) is allowed",
    filePath: 'server/src/modules/talent/lint-probe.test.ts',
    code: importing('../jobs/jobs.repository'),
    errors: [],
  },
  // server plugins never import module internals
  {
    name: 'plugin -> ../modules/jobs/jobs.repository',
    filePath: 'server/src/plugins/lint-probe.ts',
    code: importing('../modules/jobs/jobs.repository'),
    errors: [byPath('Plugins are infrastructure')],
  },
  {
    name: 'plugin -> ../lib/api-error is allowed',
    filePath: 'server/src/plugins/lint-probe.ts',
    code: importing('../lib/api-error'),
    errors: [],
  },
  // the rules that were there before
  {
    name: 'remote -> another remote (relative path)',
    filePath: 'remote-public/src/features/home/lint-probe.tsx',
    code: importing('../../../../remote-company/src/expose/dashboard-home'),
    errors: [byName(remoteByUrl), byPath(remoteByUrl)],
  },
  {
    name: 'remote -> another remote (package name)',
    filePath: 'remote-admin/src/expose/lint-probe.tsx',
    code: importing('@kaamyaab/remote-freelancer'),
    errors: [byName(remoteByUrl)],
  },
  {
    name: 'remote -> the shell',
    filePath: 'remote-company/src/expose/lint-probe.tsx',
    code: importing('../../../shell/src/app/router'),
    errors: [byName(remoteByUrl), byPath(remoteByUrl)],
  },
  {
    name: 'remote -> shared-ui and shared-api is allowed',
    filePath: 'remote-company/src/expose/lint-probe.tsx',
    code: `${importing('@kaamyaab/shared-ui')}import { probe as api } from '@kaamyaab/shared-api/client';\nexport const y = api;\n`,
    errors: [],
  },
  {
    name: 'shared-ui -> axios',
    filePath: 'shared-ui/src/components/button/lint-probe.tsx',
    code: importing('axios'),
    errors: [byName('shared-ui knows React and styled-components only')],
  },
  {
    // Its entries reach each other by name; shared-ui/src/entries.test.ts keeps that one way.
    name: 'shared-ui -> another of its entries by name is allowed',
    filePath: 'shared-ui/src/components/modal/lint-probe.tsx',
    code: importing('@kaamyaab/shared-ui'),
    errors: [],
  },
  {
    name: 'shared-ui -> another workspace package by name',
    filePath: 'shared-ui/src/components/button/lint-probe.tsx',
    code: importing('@kaamyaab/shared-api'),
    errors: [
      byName('shared-ui knows React and styled-components only'),
      byPath('shared-ui knows React and styled-components only'),
    ],
  },
  {
    name: "shared-ui's moving parts -> the shared package is allowed",
    filePath: 'shared-ui/src/components/carousel/lint-probe.tsx',
    code: importing('@kaamyaab/shared-ui'),
    errors: [],
  },
  {
    name: "shared-ui's moving parts -> a copy of the i18n",
    filePath: 'shared-ui/src/components/carousel/lint-probe.tsx',
    code: importing('../../i18n/i18n'),
    errors: [byName('never a copy')],
  },
  {
    // One formatter for money, the server's and every screen's: a module that imports nothing.
    name: "shared-ui -> shared-api's money entry is allowed",
    filePath: 'shared-ui/src/lib/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/money'),
    errors: [],
  },
  {
    // One logger for the apps and shared-api's client: a module that imports nothing.
    name: "shared-ui -> shared-api's logger entry is allowed",
    filePath: 'shared-ui/src/lib/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/logger'),
    errors: [],
  },
  {
    name: "shared-ui -> shared-api's contract beside it",
    filePath: 'shared-ui/src/lib/lint-probe.ts',
    code: importing('@kaamyaab/shared-api/contract'),
    errors: [
      byName('shared-ui knows React and styled-components only'),
      byPath('shared-ui knows React and styled-components only'),
    ],
  },
  {
    name: 'shared-ui -> relative shared-api',
    filePath: 'shared-ui/src/components/button/lint-probe.tsx',
    code: importing('../../../../shared-api/src/session/auth-store'),
    errors: [byPath('shared-ui knows React and styled-components only')],
  },
  {
    name: 'shared-api -> an app (the server)',
    filePath: 'shared-api/src/client/lint-probe.ts',
    code: importing('../../../server/src/app'),
    errors: [byPath('shared-api sits below the apps')],
  },
  {
    name: 'contract -> axios',
    filePath: 'shared-api/src/contract/lint-probe.ts',
    code: importing('axios'),
    errors: [byName('The contract depends on zod only')],
  },
  {
    name: 'contract -> ../client/http',
    filePath: 'shared-api/src/contract/lint-probe.ts',
    code: importing('../client/http'),
    errors: [
      byName('The contract depends on zod only'),
      byPath('The contract depends on zod only'),
    ],
  },
  // Outside the contract, zod only through its entry, which turns off the eval probe our CSP
  // refuses; the contract's own files import zod directly, keeping it tree-shaken
  {
    name: 'shared-api/src/client -> zod',
    filePath: 'shared-api/src/client/lint-probe.ts',
    code: importing('zod'),
    errors: [byName(zodThroughContract)],
  },
  {
    name: "the contract's Urdu -> zod's schemas",
    filePath: 'shared-api/src/translations/lint-probe.ts',
    code: "import * as z from 'zod/mini';\nexport const x = z;\n",
    errors: [byName("takes only zod's locales")],
  },
  {
    name: "the contract's Urdu -> zod's locales is allowed",
    filePath: 'shared-api/src/translations/lint-probe.ts',
    code: "import { ur } from 'zod/locales';\nexport const x = ur;\n",
    errors: [],
  },
  {
    name: 'remote -> zod/mini',
    filePath: 'remote-company/src/features/lint-probe.ts',
    code: importing('zod/mini'),
    errors: [byName(zodThroughContract)],
  },
  {
    name: 'shell -> zod',
    filePath: 'shell/src/app/lint-probe.ts',
    code: importing('zod'),
    errors: [byName(zodThroughContract)],
  },
  // One i18next on a page: only shared-ui's i18n imports it; elsewhere it was bundled again
  {
    name: 'shared-ui dashboard -> react-i18next',
    filePath: 'shared-ui/src/components/email-verification/lint-probe.tsx',
    code: importing('react-i18next'),
    errors: [byName(i18nThroughSharedUi)],
  },
  {
    name: 'remote -> i18next',
    filePath: 'remote-freelancer/src/features/lint-probe.ts',
    code: importing('i18next'),
    errors: [byName(i18nThroughSharedUi)],
  },
  {
    name: 'shell -> react-i18next',
    filePath: 'shell/src/app/lint-probe.ts',
    code: importing('react-i18next'),
    errors: [byName(i18nThroughSharedUi)],
  },
  {
    name: "shared-ui's i18n -> react-i18next is allowed",
    filePath: 'shared-ui/src/i18n/i18n.ts',
    code: "import { Trans } from 'react-i18next';\nexport const x = Trans;\n",
    errors: [],
  },
  {
    name: 'shell federation -> zod',
    filePath: 'shell/src/federation/lint-probe.ts',
    code: importing('zod'),
    errors: [byName(zodThroughContract)],
  },
  {
    name: 'contract -> zod is allowed',
    filePath: 'shared-api/src/contract/lint-probe.ts',
    code: importing('zod'),
    errors: [],
  },
  // react-router only through the shared list of what the apps use
  {
    name: 'remote -> react-router-dom',
    filePath: 'remote-public/src/features/lint-probe.tsx',
    code: importing('react-router-dom'),
    errors: [byRoutingRule(routingThroughSharedList)],
  },
  {
    name: 'shell -> react-router',
    filePath: 'shell/src/layout/lint-probe.tsx',
    code: importing('react-router'),
    errors: [byRoutingRule(routingThroughSharedList)],
  },
  {
    name: 'shared-ui -> react-router',
    filePath: 'shared-ui/src/components/lint-probe.tsx',
    code: importing('react-router'),
    errors: [byRoutingRule(routingThroughSharedList)],
  },
  {
    name: 'remote -> @kaamyaab/shared-api/router is allowed',
    filePath: 'remote-public/src/features/lint-probe.tsx',
    code: importing('@kaamyaab/shared-api/router'),
    errors: [],
  },
  {
    name: 'a test -> react-router-dom (MemoryRouter) is allowed',
    filePath: 'remote-company/src/features/lint-probe.test.tsx',
    code: importing('react-router-dom'),
    errors: [],
  },
  {
    name: "shared-api's react-router-exports.ts (the router entry's list) -> react-router is allowed",
    filePath: 'shared-api/src/routing/react-router-exports.ts',
    code: importing('react-router'),
    errors: [],
  },
  // client code decides on an answer's code, never on its sentence
  {
    name: "a remote comparing a sentence with the contract's table",
    filePath: 'remote-freelancer/src/features/jobs/lint-probe.ts',
    code: 'export const applied = (s: string, applicationMessages: { x: string }) => s === applicationMessages.x;\n',
    errors: [bySyntax(decideOnCodes)],
  },
  {
    name: "shared-api's client comparing an answer's message",
    filePath: 'shared-api/src/client/lint-probe.ts',
    code: "export const gone = (body: { message: string }) => body.message !== 'Job not found.';\n",
    errors: [bySyntax(decideOnCodes)],
  },
  {
    name: 'the shell switching on a worded failure',
    filePath: 'shell/src/app/lint-probe.ts',
    code: 'export const f = (describeError: () => string) => { switch (describeError()) { default: return 1; } };\n',
    errors: [bySyntax(decideOnCodes)],
  },
  // every date is written by shared-ui's dates module
  {
    name: 'a remote making its own date formatter',
    filePath: 'remote-company/src/features/jobs-posted/lint-probe.ts',
    code: "export const f = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium' });\n",
    errors: [bySyntax(datesFromOnePlace)],
  },
  {
    name: "shared-ui's bell writing a date by toLocaleDateString",
    filePath: 'shared-ui/src/components/notification-bell/lint-probe.ts',
    code: 'export const f = (date: Date) => date.toLocaleDateString();\n',
    errors: [bySyntax(datesFromOnePlace)],
  },
  {
    name: 'the dates module itself may use Intl',
    filePath: 'shared-ui/src/lib/dates.ts',
    code: "export const f = new Intl.RelativeTimeFormat('ur', { numeric: 'auto' });\n",
    errors: [],
  },
  {
    name: 'a remote deciding on the failure code is allowed',
    filePath: 'remote-freelancer/src/features/jobs/lint-probe.ts',
    code: "export const applied = (failureCode: () => string) => failureCode() === 'alreadyApplied';\n",
    errors: [],
  },
  // browser code logs through the logger, silent in production, never the console itself
  {
    name: 'a remote writing to the console',
    filePath: 'remote-public/src/features/job-board/lint-probe.ts',
    code: "export const f = (error: unknown) => console.error('Loading failed', error);\n",
    errors: [expected('no-console', 'Unexpected console statement')],
  },
  {
    name: "shared-api's client writing to the console",
    filePath: 'shared-api/src/client/lint-probe.ts',
    code: "export const f = (error: unknown) => console.warn('Loading failed', error);\n",
    errors: [expected('no-console', 'Unexpected console statement')],
  },
  {
    name: 'the logger itself may write to the console',
    filePath: 'shared-api/src/logger.ts',
    code: "export const f = (error: unknown) => console.error('Loading failed', error);\n",
    errors: [],
  },
  {
    name: 'a test may write to the console',
    filePath: 'shell/src/errors/lint-probe.test.ts',
    code: "export const f = () => console.error('Uncaught error in a page');\n",
    errors: [],
  },
];

// No import cycles: `a` and `b` import each other's values; `d` imports only a type back.
const fixtures: Record<string, string> = {
  'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
  'b.ts': "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n",
  'c.ts': "import { d } from './d';\nexport interface C {\n  n: number;\n}\nexport const c = d;\n",
  'd.ts': "import type { C } from './c';\nexport const d = (value: C): number => value.n;\n",
};

let eslint: ESLint;

async function lint(filePath: string, code: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  if (!result) throw new Error(`ESLint returned nothing for ${filePath}`);
  return result;
}

const describeMessages = (result: ESLint.LintResult) =>
  result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? 'fatal'}: ${m.message}`);

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
  const dir = path.join(repoRoot, fixtureDir);
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(fixtures)) fs.writeFileSync(path.join(dir, name), text);
});

afterAll(() => {
  fs.rmSync(path.join(repoRoot, fixtureDir), { recursive: true, force: true });
});

describe('lint boundaries', () => {
  it.each(cases)('$name', async ({ filePath, code, errors }) => {
    const result = await lint(filePath, code);
    if (errors.length === 0) {
      expect(describeMessages(result)).toEqual([]);
      return;
    }
    const missing = errors
      .filter(
        ({ rule, says }) =>
          !result.messages.some(
            (m) =>
              m.ruleId === rule && m.severity === 2 && m.line === 1 && m.message.includes(says),
          ),
      )
      .map(({ rule, says }) => `${rule}: ${says}`);
    expect({ missing, got: describeMessages(result) }).toMatchObject({ missing: [] });
    // Nothing but the boundary rules complains, so the case tests what it says it tests.
    const others = result.messages.filter((m) => !errors.some((e) => e.rule === m.ruleId));
    expect(describeMessages({ ...result, messages: others })).toEqual([]);
  });

  it('a two-file import cycle fails', async () => {
    const file = `${fixtureDir}/a.ts`;
    const result = await lint(file, fixtures['a.ts']!);
    expect(describeMessages(result)).toEqual(['1:1 import-x/no-cycle: Dependency cycle detected']);
  });

  it('a type-only import back is not a cycle', async () => {
    const file = `${fixtureDir}/c.ts`;
    const result = await lint(file, fixtures['c.ts']!);
    expect(describeMessages(result)).toEqual([]);
  });
});

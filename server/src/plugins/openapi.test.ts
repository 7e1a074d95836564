import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { allEndpoints, API_PREFIX, errorsOf, errorStatus } from '@kaamyaab/shared-api/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const run = promisify(execFile);
const redocly = require.resolve('@redocly/cli/bin/cli.js');

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** `/jobs/jobs-posted/:companyId` as OpenAPI writes it. */
const openApiPath = (path: string) => API_PREFIX + path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it.each(allEndpoints.map((spec) => [spec.operationId, spec] as const))(
    '%s is mounted and documented with its declared errors',
    (_name, spec) => {
      expect(t.app.hasRoute({ method: spec.method, url: API_PREFIX + spec.path })).toBe(true);
      const operation = document.paths[openApiPath(spec.path)]?.[spec.method.toLowerCase()];
      expect(operation?.operationId).toBe(spec.operationId);
      expect(operation?.security).toEqual(spec.who === 'anyone' ? [] : expect.any(Array));
      const declared = new Set(errorsOf(spec).map((code) => String(errorStatus(code))));
      expect(new Set(Object.keys(operation?.responses ?? {}))).toEqual(
        new Set([String(spec.status), ...declared]),
      );
    },
  );

  it('has a unique operationId per operation', () => {
    const ids = allEndpoints.map((spec) => spec.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'kaamyaab-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const { stdout } = await run(
        process.execPath,
        [redocly, 'lint', file, '--extends=recommended', '--format=json'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((failed: { stdout: string }) => ({ stdout: failed.stdout }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; severity: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

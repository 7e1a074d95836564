import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type * as z from 'zod/mini';
import {
  allEndpoints,
  apiErrors,
  API_PREFIX,
  errorMessage,
  FailureAnswer,
  liveEvents,
  type EndpointSpec,
} from '@kaamyaab/shared-api/contract';
import { DEV_METRICS_TOKEN } from '../config/env';
import { MAX_JSON_DEPTH } from '../plugins/json-body';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testAppForBlock } from '../../test/per-block';
import { deepJson } from '../../test/deep-body-probe';
import { multipart } from '../../test/factories';
import { expectStorageMatchesFileRows } from '../../test/stored-files';
import { member, type Member } from './jobs/jobs.test-helpers';
import { ledgerTotal } from './ledger';

const streamText = async (stream: AsyncIterable<Buffer | string>) => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};

/**
 * Every endpoint of the contract fed arbitrary input by arbitrary callers: never a 5xx, every
 * answer in its declared shape (the envelope for failures), and the database's invariants hold
 * afterwards. FUZZ_CASES (default 25,000) is shared among the endpoints, each bounded in time;
 * a failure prints fast-check's seed and path to replay it.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 25_000);
const TIME_BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 150) * 1000;

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\uD800b', '<img src=x onerror=alert(1)>', "' or 1=1 --", '١٢٣'),
  fc.string({ minLength: 5_000, maxLength: 12_000 }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Keys of a zod object schema (through `.nullish()` wrappers), so most cases reach the rules. */
function keysOf(schema: z.ZodMiniType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const def = (current as { def?: { type?: string; innerType?: unknown; shape?: object } }).def;
    if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
    current = def?.innerType;
  }
  return [];
}

const objectFor = (keys: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] }),
    fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }),
  );

/** Depths far past the JSON bodies' bound, the second past any recursive walk's stack. */
const DEEP_LEVELS = [5_000, 100_000];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

const pathParam = fc.oneof(fc.uuid(), hostileText, fc.constant(SOME_ID));

/** JSON text of arrays or objects nested far deeper than any body of the contract. */
const deepText = fc
  .tuple(fc.constantFrom('array' as const, 'object' as const), fc.integer({ min: 33, max: 20_000 }))
  .map(([shape, depth]) => deepJson(shape, depth));

/** Text of any generated value, as a form field or query parameter carries it. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

function requestFor(spec: EndpointSpec): fc.Arbitrary<Promise<InjectOptions>> {
  const paramNames = [...spec.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => pathParam)),
      query: objectFor(keysOf(spec.query)),
      body: objectFor(keysOf(spec.body)),
      raw: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 200 }), deepText),
      fileBytes: fc.uint8Array({ maxLength: 64 }),
    })
    .map(async ({ params, query, body, raw, fileBytes }) => {
      let url = spec.path;
      paramNames.forEach((name, index) => {
        url = url.replace(`:${name}`, String(params[index]));
      });
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, asText(value)]),
      );
      const target = `${API_PREFIX}${url}${spec.query ? `?${search}` : ''}`;
      if (spec.files) {
        const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, asText(v)]));
        const upload = { bytes: Buffer.from(fileBytes), name: 'f.png', type: 'image/png' };
        const form = await multipart(fields, { [spec.files[0]!]: upload });
        return { method: spec.method, url: target, ...form } as InjectOptions;
      }
      if (spec.method === 'GET') return { method: spec.method, url: target } as InjectOptions;
      return (
        raw === undefined
          ? { method: spec.method, url: target, payload: body as object }
          : {
              method: spec.method,
              url: target,
              payload: raw,
              headers: { 'content-type': 'application/json' },
            }
      ) as InjectOptions;
    });
}

describe('fuzzing every endpoint', () => {
  const t = testAppForBlock();
  let callers: Record<string, string>[];

  beforeAll(async () => {
    const members: Member[] = await Promise.all([
      member(t, 'freelancer', { active: true }),
      member(t, 'company', { active: true }),
      member(t, 'company', { active: false }),
      member(t, 'admin'),
    ]);
    callers = [{}, ...members.map((m) => m.headers)];
  });

  /**
   * Sends `options` as `callers[caller]`: never a 5xx, a failure in the envelope, a success in
   * the endpoint's declared shape. The live stream never ends by itself: its answer is read as a
   * stream, and a success is left open (the app's close ends it).
   */
  async function expectDeclaredAnswer(spec: EndpointSpec, options: InjectOptions, caller: number) {
    const streaming = spec.operationId === liveEvents.operationId;
    const response = await t.app.inject({
      ...options,
      headers: { ...(options.headers as object), ...callers[caller] },
      ...(streaming && { payloadAsStream: true }),
    });
    expect(response.statusCode).toBeLessThan(500);
    if (streaming && response.statusCode < 400) {
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    } else if (response.statusCode >= 400) {
      const text = streaming ? await streamText(response.stream()) : response.body;
      const body = FailureAnswer.parse(JSON.parse(text));
      expect(body.statusCode).toBe(response.statusCode);
      // A client decides on the code, so it is always one of the contract's.
      expect(Object.hasOwn(apiErrors, body.code)).toBe(true);
      return body;
    } else if (spec.answer) {
      expect(spec.answer.safeParse(response.json()).success).toBe(true);
    }
    return null;
  }

  // What is left of the budget is shared among the endpoints still to run, so the cases and time
  // a cheap endpoint does not use go to the ones after it.
  const startedAt = Date.now();
  let ran = 0;
  let endpointsLeft = allEndpoints.length;
  const nextShare = () => {
    const share = {
      numRuns: Math.max(1, Math.ceil((CASES - ran) / endpointsLeft)),
      interruptAfterTimeLimit: Math.max(
        500,
        Math.floor((TIME_BUDGET_MS - (Date.now() - startedAt)) / endpointsLeft),
      ),
    };
    endpointsLeft -= 1;
    return share;
  };

  it.each(allEndpoints.map((spec) => [spec.operationId, spec] as const))(
    '%s: never a 5xx, always its declared shape',
    async (_name, spec) => {
      await fc.assert(
        fc.asyncProperty(requestFor(spec), fc.nat(callers.length - 1), async (request, caller) => {
          ran += 1;
          const options = await request;
          await expectDeclaredAnswer(spec, options, caller);
        }),
        nextShare(),
      );
    },
    TIME_BUDGET_MS + 30_000,
  );

  // Deep structures from every caller: a JSON body is refused before anything walks it, and a
  // query string or a form's fields stay flat text however many brackets they hold.
  it.each(allEndpoints.map((spec) => [spec.operationId, spec] as const))(
    '%s: arrays and objects thousands of levels deep are never a 5xx',
    async (_name, spec) => {
      const url = `${API_PREFIX}${spec.path.replace(/:\w+/g, SOME_ID)}`;
      const { method } = spec;
      const tooDeep = errorMessage('bodyTooDeep', { max: MAX_JSON_DEPTH });
      const headers = { 'content-type': 'application/json' };
      const nested = `q${'[q]'.repeat(DEEP_LEVELS[0]!)}`;
      const deepText = deepJson('object', DEEP_LEVELS[0]!);
      const form = spec.files && (await multipart({ [nested]: deepText, bio: deepText }));
      for (let caller = 0; caller < callers.length; caller += 1) {
        for (const depth of DEEP_LEVELS) {
          for (const shape of ['array', 'object'] as const) {
            const payload = deepJson(shape, depth);
            const refused = await expectDeclaredAnswer(
              spec,
              { method, url, payload, headers },
              caller,
            );
            // A GET's body is never read.
            if (method !== 'GET') expect(refused?.message).toBe(tooDeep);
          }
        }
        const query = new URLSearchParams({ [nested]: deepText, [`${nested}[]`]: '1' });
        await expectDeclaredAnswer(spec, { method, url: `${url}?${query}` }, caller);
        if (form) await expectDeclaredAnswer(spec, { method, url, ...form }, caller);
      }
    },
  );

  it('leaves the database consistent', async () => {
    console.info(
      `fuzz: ${ran} cases over ${allEndpoints.length} endpoints in ${Date.now() - startedAt} ms`,
    );
    await expectStorageMatchesFileRows(t);
    const duplicates = (await t.db.execute(
      sql`select job_id from applications group by job_id, freelancer_id having count(*) > 1`,
    )) as unknown as { rows?: unknown[] } | unknown[];
    expect(Array.isArray(duplicates) ? duplicates : (duplicates.rows ?? [])).toEqual([]);
    // The ledger balances, and no account someone owns is below zero, whatever was sent.
    expect(await ledgerTotal(t.db)).toBe(0);
    const negative = (await t.db.execute(
      sql`select account from ledger_entries where account not like 'incoming:%' group by account having sum(amount) < 0`,
    )) as unknown as { rows?: unknown[] } | unknown[];
    expect(Array.isArray(negative) ? negative : (negative.rows ?? [])).toEqual([]);
    // Bank statement reconciliation: a credit's money waits on `unmatched:<line>` exactly while
    // its line is unmatched, and nowhere once it is matched or resolved.
    const misheld = (await t.db.execute(
      sql`select l.id from bank_statement_lines l left join ledger_entries e on e.account = 'unmatched:' || l.id group by l.id, l.status, l.amount having coalesce(sum(e.amount), 0) <> case when l.status = 'unmatched' then l.amount else 0 end`,
    )) as unknown as { rows?: unknown[] } | unknown[];
    expect(Array.isArray(misheld) ? misheld : (misheld.rows ?? [])).toEqual([]);
    // Payouts: a payout's own account holds its amount while it is on its way, nothing after.
    const strayPayouts = (await t.db.execute(
      sql`select p.id from payouts p left join ledger_entries e on e.account = 'payout:' || p.id::text group by p.id, p.status, p.amount having coalesce(sum(e.amount), 0) <> case when p.status in ('paid', 'failed', 'cancelled') then 0 else p.amount end`,
    )) as unknown as { rows?: unknown[] } | unknown[];
    expect(Array.isArray(strayPayouts) ? strayPayouts : (strayPayouts.rows ?? [])).toEqual([]);
  });
});

/**
 * The site's own addresses beside the API: the crawl files at its root (web/crawl-files.ts), and
 * the shell's pages, which read their language from the address and look a job's page up by the
 * id in its path. Arbitrary names, queries and callers: never a 5xx; what is found answers in its
 * own type, a refusal (not found, an address that cannot be read) in the envelope.
 */
describe('fuzzing the site beside the API', () => {
  let t: TestApp;
  let webRoot: string;
  let callers: Record<string, string>[];

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-web-'));
    fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'shell/dist/index.html'),
      '<!doctype html><html lang="en"><head><title>shell</title></head><body></body></html>',
    );
    t = await buildTestApp({ SERVE_WEB: 'true', WEB_ROOT: webRoot });
    callers = [{}, (await member(t, 'company', { active: true })).headers];
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  // A path segment or query value as a browser would send it: lone surrogates cannot be encoded.
  const inUrl = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  const anyText = fc.oneof(hostileText, fc.uuid(), fc.nat().map(String));
  const sitePath = fc.oneof(
    fc.constantFrom('/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/', '/jobs', '/blogs'),
    anyText.map((text) => `/sitemaps/jobs-${inUrl(text)}.xml`),
    anyText.map((text) => `/sitemaps/${inUrl(text)}`),
    anyText.map((text) => `/jobs/${inUrl(text)}`),
  );
  const query = fc.dictionary(fc.constantFrom('lang', 'q', 'page'), anyText, { maxKeys: 3 });

  it('never answers a 5xx: each address in its own type, or a refusal in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(sitePath, query, fc.nat(1), async (address, values, caller) => {
        const search = Object.entries(values)
          .map(([key, value]) => `${key}=${inUrl(value)}`)
          .join('&');
        const response = await t.app.inject({
          method: 'GET',
          url: `${address}?${search}`,
          headers: callers[caller],
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) FailureAnswer.parse(response.json());
        else {
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toMatch(
            /^(text\/html|text\/plain|application\/xml); charset=utf-8$/,
          );
        }
      }),
      { numRuns: Math.min(CASES, 400) },
    );
  }, 120_000);
});

describe('fuzzing the metrics scrape', () => {
  const t = testAppForBlock();
  // Headers as a client can send them: visible ASCII, as Node refuses the rest before any route.
  const headerText = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
  });
  const authorization = fc.oneof(
    headerText,
    headerText.map((text) => `Bearer ${text}`),
    fc.constantFrom(
      DEV_METRICS_TOKEN,
      `bearer ${DEV_METRICS_TOKEN}`,
      `Bearer ${DEV_METRICS_TOKEN}x`,
    ),
  );

  it('refuses every scraper without the exact token in the envelope, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(authorization, async (header) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: header },
        });
        expect(response.statusCode).toBe(401);
        FailureAnswer.parse(response.json());
      }),
      { numRuns: Math.min(CASES, 200) },
    );
  }, 120_000);
});

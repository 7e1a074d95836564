import type { FastifyInstance } from 'fastify';
import { allEndpoints, API_PREFIX, type EndpointSpec } from '@kaamyaab/shared-api/contract';
import type { TestApp } from './build-test-app';
import { member } from '../src/modules/jobs/jobs.test-helpers';

/**
 * Deeply nested JSON bodies sent to every write route, once without a session and once with a
 * session of the route's own role (so the guard lets the body through): how many answer 5xx.
 */
export interface DeepBodyFigures {
  depth: number;
  routes: number;
  sent: number;
  failed: number;
  /** `METHOD path (shape, caller)` of each 5xx. */
  failures: string[];
}

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels, as raw JSON text. */
export function deepJson(shape: 'array' | 'object', depth: number): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`;
}

const roleOf = (spec: EndpointSpec) => (spec.who === 'anyone' ? 'freelancer' : spec.who[0]!);

export async function probeDeepBodies(
  t: TestApp,
  depths: readonly number[],
  shapes: readonly ('array' | 'object')[] = ['array', 'object'],
): Promise<DeepBodyFigures[]> {
  const writes = allEndpoints.filter((spec) => WRITES.has(spec.method));
  const sessions = {
    freelancer: (await member(t, 'freelancer')).headers,
    company: (await member(t, 'company')).headers,
    admin: (await member(t, 'admin')).headers,
  };
  const figures: DeepBodyFigures[] = [];
  for (const depth of depths) {
    const found: DeepBodyFigures = {
      depth,
      routes: writes.length,
      sent: 0,
      failed: 0,
      failures: [],
    };
    for (const spec of writes) {
      for (const shape of shapes) {
        for (const caller of ['anonymous', 'session'] as const) {
          const status = await send(t.app, spec, deepJson(shape, depth), {
            ...(caller === 'session' && sessions[roleOf(spec)]),
          });
          found.sent += 1;
          if (status >= 500) {
            found.failed += 1;
            found.failures.push(`${spec.method} ${spec.path} (${shape}, ${caller})`);
          }
        }
      }
    }
    figures.push(found);
  }
  return figures;
}

async function send(
  app: FastifyInstance,
  spec: EndpointSpec,
  payload: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await app.inject({
    method: spec.method,
    url: `${API_PREFIX}${spec.path.replace(/:\w+/g, SOME_ID)}`,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  return response.statusCode;
}

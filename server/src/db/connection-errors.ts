import { ApiError } from '../lib/api-error';

/**
 * Whether a failure means the database could not answer (a restart, a failover, a terminated
 * backend, a refused connection, a statement canceled by the statement timeout), not that the
 * statement was wrong. Such requests answer 503 with Retry-After; the pool opens fresh
 * connections for the next ones.
 */
// SQLSTATE classes 08 (connection exception) and 57 (operator intervention: query canceled,
// shutdown, crash).
const SQLSTATE_UNAVAILABLE = /^(08\w{3}|57014|57P0[1-3])$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
];

/** An error and the causes it wraps (drizzle wraps the driver's), a few deep. */
function* causesOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return;
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (typeof code === 'string' && (SQLSTATE_UNAVAILABLE.test(code) || NETWORK_CODES.has(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** Whether a statement was canceled by the statement timeout (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  for (const { code } of causesOf(error)) if (code === '57014') return true;
  return false;
}

// Long enough for a restart or failover, short enough that a person retrying is not kept waiting.
const RETRY_AFTER_SECONDS = 5;

/** The 503 every request that met a missing database answers. */
export const databaseDown = () =>
  new ApiError('databaseDown', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });

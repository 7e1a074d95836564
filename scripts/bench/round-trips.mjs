// Database round trips per request on PostgreSQL, read from PostgreSQL's own count of committed
// transactions (pg_stat_database.xact_commit): the server runs each statement outside a
// transaction as one, and each transaction as one, so the count is its round trips to the
// database. A report, not a proof: autovacuum's work on the scratch database counts too.
import pg from 'pg';
import { send } from './http.mjs';

/** Requests sent one after the other for one count. */
export const COUNTED_REQUESTS = 100;
/**
 * A backend reports its counts once idle, at most 10 s later (PostgreSQL 15's
 * PGSTAT_IDLE_INTERVAL), so the count is read after that long without requests.
 */
const STATS_SETTLE_MS = 11_000;
/** The counting connection's own transactions between its two reads: the first read. */
const OWN_TRANSACTIONS = 1;

/**
 * @param {{ before: number, after: number, requests: number }} count xact_commit before and
 *   after `requests` requests, read by one connection
 * @returns {number} transactions per request, the counting connection's own taken off
 */
export function roundTripsPerRequest({ before, after, requests }) {
  if (requests < 1) throw new Error('Round trips per request need at least one request');
  return Math.max(0, after - before - OWN_TRANSACTIONS) / requests;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the scenario's request COUNTED_REQUESTS times, one at a time, and answers the database
 * round trips per request. Slow on purpose: the counts need quiet before and after
 * (STATS_SETTLE_MS each).
 * @param {string} databaseUrl the scratch database the server under test uses
 * @param {string} baseUrl the server under test
 * @param {{ request: object, next?: () => object }} target as for loadRun()
 */
export async function countRoundTrips(databaseUrl, baseUrl, { request, next }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const committed = async () =>
    Number(
      (
        await client.query(
          'select xact_commit from pg_stat_database where datname = current_database()',
        )
      ).rows[0].xact_commit,
    );
  try {
    await sleep(STATS_SETTLE_MS);
    const before = await committed();
    for (let sent = 0; sent < COUNTED_REQUESTS; sent += 1)
      await send(baseUrl, next ? { ...request, ...next() } : request);
    await sleep(STATS_SETTLE_MS);
    return roundTripsPerRequest({ before, after: await committed(), requests: COUNTED_REQUESTS });
  } finally {
    await client.end();
  }
}

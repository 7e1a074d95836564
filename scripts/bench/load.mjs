// One load run with autocannon, summed up as the report's figures.
import autocannon from 'autocannon';

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} BenchRequest
 * @param {string} baseUrl
 * @param {{ request: BenchRequest, next?: () => Partial<BenchRequest> }} target
 *   the request, and for requests that must differ each time (apply, login) what changes
 * @param {{ connections: number, seconds: number }} load
 * @returns {Promise<{ requests: number, rps: number, p50: number | null, p975: number | null,
 *   p99: number | null, errors: number, non2xx: number }>} latencies in whole ms, null if none
 */
export async function loadRun(baseUrl, { request, next }, { connections, seconds }) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      next ? { ...request, setupRequest: (current) => ({ ...current, ...next() }) } : request,
    ],
  });
  // With no answer at all (every request past autocannon's 10 s timeout) there is no latency.
  const latency = (value) => (result.requests.total > 0 ? value : null);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: latency(result.latency.p50),
    p975: latency(result.latency.p97_5),
    p99: latency(result.latency.p99),
    errors: result.errors, // timeouts included
    non2xx: result.non2xx,
  };
}

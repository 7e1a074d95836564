// One load run with autocannon, summed up as the report's figures.
import autocannon from 'autocannon';

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} BenchRequest
 * @param {string} baseUrl
 * @param {{ request: BenchRequest, next?: () => Partial<BenchRequest> }} target
 *   the request, and for requests that must differ each time (apply, login) what changes
 * @param {{ connections: number, seconds: number }} load
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
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors, // timeouts included
    non2xx: result.non2xx,
  };
}

// @ts-check
// Loads an HTTP route for the benchmarks (bench-catalogue, bench-directory, bench-jobs): a number
// of GETs at a fixed concurrency over keep-alive connections, answered as p50 and p95 latencies.
import http from 'node:http';

/** @param {string[]} values @param {number} fraction */
export function percentile(values, fraction) {
  const sorted = values.map(Number).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/**
 * `requests` GETs of `url`, `concurrency` at a time over keep-alive connections; each one's
 * latency in ms (as strings, kept exact until sorted).
 * `headers` go with each request (a signed-in route's bearer token).
 * @param {string} url @param {number} requests @param {number} concurrency
 * @param {Record<string, string>} [headers]
 */
export async function load(url, requests, concurrency, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {string[]} */
  const latencies = [];
  let sent = 0;
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) {
              reject(new Error(`${url} answered ${response.statusCode}`));
              return;
            }
            latencies.push(String(performance.now() - started));
            resolve(undefined);
          });
        })
        .on('error', reject);
    });
  const worker = async () => {
    while (sent < requests) {
      sent++;
      await once();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

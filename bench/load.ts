import autocannon from 'autocannon';

export interface LoadFigures { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number }

/** A bounded autocannon run against this machine only (loopback). */
interface LoadOptions { seconds?: number; connections?: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

export async function load(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 10,
    connections: options.connections ?? 10,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

import { readdirSync } from 'node:fs';
import { startServer } from './server';
import { TERMS_VERSION } from '../src/domain/auth/terms';

/**
 * `npx tsx bench/signupStorm.ts`: 100 sign-ups at once (from 100 addresses, so the per-address limit
 * does not hide the hashing) while a static asset and /ping are timed every 50 ms. Figures for the
 * record, never asserted: the bounded hashing queue should keep both near their idle latency.
 */
const SIGN_UPS = 100;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
};

async function sample(urls: string[], until: Promise<unknown>): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(urls.map((u) => [u, []]));
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    await Promise.all(urls.map(async (u) => times[u].push(await timed(u))));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

async function main() {
  const server = await startServer(3200, { TRUST_PROXY: '127.0.0.1' });
  try {
    const asset = readdirSync('dist/client/assets').find((f) => f.endsWith('.js'))!;
    const urls = [`${server.url}/assets/${asset}`, `${server.url}/ping`];
    const idle = await sample(urls, new Promise((resolve) => setTimeout(resolve, 1_000)));
    const started = performance.now();
    const storm = Promise.all(Array.from({ length: SIGN_UPS }, (_, i) => fetch(`${server.url}/v2/member/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'desktop', 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      body: JSON.stringify({ email: `storm${i}-${Date.now()}@example.com`, password: 'storm-password-1', nickname: `風暴${i}`, terms: TERMS_VERSION }),
    }).then((r) => r.status)));
    const during = await sample(urls, storm);
    const statuses = (await storm).reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    const report = {
      signUps: { count: SIGN_UPS, statuses, seconds: Math.round(performance.now() - started) / 1000 },
      asset: { idle: summary(idle[urls[0]]), during: summary(during[urls[0]]) },
      ping: { idle: summary(idle[urls[1]]), during: summary(during[urls[1]]) },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    server.stop();
  }
}

void main();

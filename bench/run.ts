import { writeFileSync } from 'node:fs';
import { startServer } from './server';
import { firstLoadJs } from './firstLoad';
import { load } from './load';
import { lighthouse } from './lighthouse';

/** `npm run bench`: figures for the record (bench/report.json), never asserted in tests. */
async function main() {
  const server = await startServer(3200);
  try {
    const report = {
      at: new Date().toISOString(),
      machine: { cores: (await import('node:os')).cpus().length, node: process.version },
      firstLoadJs: { home: await firstLoadJs(server.url, '/') },
      ssr: { home: await load(`${server.url}/`) },
      api: { userinfo: await load(`${server.url}/api/userinfo`) },
      lighthouseMobile: { home: lighthouse(`${server.url.replace('127.0.0.1', 'localhost')}/`) },
    };
    writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

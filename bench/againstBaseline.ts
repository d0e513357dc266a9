import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from './load';
import { loadWithCpu, median, startCompiled } from './serverCost';
import { seededDatabase, whenUp, type RunningServer } from './server';

/**
 * The shop as it was when issue 12 was filed: every page server call went over HTTP to its own API, and the
 * server ran through tsx. Its budget's "3× speed-up" is against this commit. `BASELINE=<commit>` compares
 * against another one (a change's A/B: its parent, built and compiled as it built itself).
 */
export const BASELINE_COMMIT = process.env.BASELINE ?? 'a641051';
const PAGES = { home: '/', mall: '/mall/all', groupBuy: '/groupbuy/1', item: '/market/14', question: '/qa/1' } as const;

/** The baseline checked out beside this clone (git worktree), on this clone's node_modules, built and seeded by its own scripts. */
function baselineCheckout(): { dir: string; database: string } {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'jiutuan-baseline-')), 'shop');
  const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) => {
    const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  };
  run('git', ['worktree', 'add', '--detach', dir, BASELINE_COMMIT], process.cwd());
  if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'));
  run('npm', ['run', 'build'], dir);
  const database = path.join(dir, 'shop.db');
  run(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', '--scale', '1'], dir, { DATABASE_URL: `file:${database}` });
  return { dir, database };
}

async function startBaseline(port: number, dir: string, database: string): Promise<RunningServer> {
  // A commit that compiles its server runs compiled, like this build; an older one through tsx, as it ran.
  const compiled = existsSync(path.join(dir, 'dist/app/main.js'));
  const child = spawn(process.execPath, compiled ? ['dist/app/main.js'] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: '1', PORT: String(port), DATABASE_URL: `file:${database}`, LOG_LEVEL: 'warn', PUBLIC_ORIGIN: `http://localhost:${port}` },
  });
  return whenUp(child, port, 120_000, 200);
}

/**
 * Each page type rendered afresh by the baseline and by this build, both servers up and timed in turn (five
 * rounds of 3 s after 5 s of warm-up, medians): the speed-up on this machine, in the same moments, which no
 * other machine's figures or static-file yardstick can give.
 */
export async function againstBaseline(port: number, rounds = 5): Promise<Record<string, unknown>> {
  const { dir, database } = baselineCheckout();
  const baseline = await startBaseline(port, dir, database);
  const current = await startCompiled(port + 1, seededDatabase(1));
  try {
    const rows: Record<string, unknown> = {};
    const headers = { cookie: 'bench=uncached' };
    for (const [name, target] of Object.entries(PAGES)) {
      for (const server of [baseline, current]) await load(`${server.url}${target}`, { seconds: 5, headers });
      const runs = { baseline: [] as { rps: number; cpu: number }[], current: [] as { rps: number; cpu: number }[] };
      for (let round = 0; round < rounds; round++) {
        for (const [side, server] of [['baseline', baseline], ['current', current]] as const) {
          const figures = await loadWithCpu(server, target, 3);
          if (figures.non2xx > 0) throw new Error(`${side} answered ${target} with errors`);
          runs[side].push({ rps: figures.requestsPerSecond, cpu: figures.cpuMsPerRequest });
        }
      }
      const summary = (side: 'baseline' | 'current') => ({ pagesPerSecond: median(runs[side].map((r) => r.rps)), cpuMsPerPage: Number(median(runs[side].map((r) => r.cpu)).toFixed(2)) });
      const [before, after] = [summary('baseline'), summary('current')];
      rows[name] = { baseline: before, current: after, speedUp: Number((after.pagesPerSecond / Math.max(1, before.pagesPerSecond)).toFixed(2)), cpuRatio: Number((before.cpuMsPerPage / Math.max(0.01, after.cpuMsPerPage)).toFixed(2)) };
    }
    return { baselineCommit: BASELINE_COMMIT, pages: rows };
  } finally {
    baseline.stop();
    current.stop();
    spawnSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
  }
}

// `npx tsx bench/againstBaseline.ts`: this part of `npm run bench` alone (needs `npm run build` and the git history).
if (process.argv[1]?.endsWith('againstBaseline.ts')) {
  againstBaseline(3240).then((report) => console.log(JSON.stringify(report, null, 2)), (error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

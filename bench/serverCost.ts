import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, type LoadFigures } from './load';
import { seededDatabase, whenUp, type RunningServer } from './server';

/** The page types of the budgets (issue 12). */
const PAGES = { home: '/', mall: '/mall/all', groupBuy: '/groupbuy/1', item: '/market/14', question: '/qa/1' } as const;
/** API reads whose cost should not grow with the data. */
const APIS = { groupList: '/v3/shopping/mall/all/groupbuy/hot?page=2', questionList: '/v1/qa/questions?sort=recent&page=1', search: '/v3/shopping/search?query=%E5%B0%BF%E5%B8%83&page=1' } as const;

/** Starts the compiled server (`dist/app/main.js`, what `npm start` runs) and times it to its first /ping. */
export async function startCompiled(port: number, databaseFile: string): Promise<RunningServer & { startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/app/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: '1', PORT: String(port), DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: 'warn', PUBLIC_ORIGIN: `http://localhost:${port}` },
  });
  const server = await whenUp(child, port, 120_000, 50);
  return { ...server, startMs: Math.round(performance.now() - started) };
}

/** Resident and peak memory of a process, in MB (Linux). */
export function memoryMb(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** What a browser sends: the micro-cache keeps a page's body compressed once per encoding, as the static files are. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/**
 * The built asset whose bytes on the wire (its precompressed `.br` twin when a browser asks for br, else the file)
 * come closest to `bytes`, to time a static file of the page's size on the same server.
 */
function assetOfSize(bytes: number, brotli: boolean): { path: string; bytes: number } {
  const dir = 'dist/client/assets';
  const names = new Set(readdirSync(dir));
  const files = [...names].filter((name) => name.endsWith('.js') && (!brotli || names.has(`${name}.br`)))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(path.join(dir, brotli ? `${name}.br` : name)).size }));
  return files.reduce((best, file) => (Math.abs(file.bytes - bytes) < Math.abs(best.bytes - bytes) ? file : best));
}

type SameSize = LoadFigures & { file: string; bytes: number };
interface PageCost {
  htmlBytes: number;
  uncached: LoadFigures;
  /** As a browser asks (br): the budget's figure (issue 12: ≥ 2,000 pages/s). */
  microCached: LoadFigures & { wireBytes: number };
  staticSameSize: SameSize;
  ratioToStatic: number;
  /** Without accept-encoding, bounded by the uncompressed size. */
  microCachedIdentity: LoadFigures;
  staticSameSizeIdentity: SameSize;
}

/**
 * Each page type rendered afresh (a cookie keeps it out of the micro-cache), through the micro-cache
 * (no cookie), and a static file of the same size from the same server in the same run.
 */
export async function pageCosts(baseUrl: string, seconds = 5): Promise<Record<string, PageCost>> {
  const rows: Record<string, PageCost> = {};
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const htmlBytes = (await (await fetch(`${baseUrl}${pagePath}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    const wireBytes = await wireSize(`${baseUrl}${pagePath}`);
    const uncached = await load(`${baseUrl}${pagePath}`, { seconds, headers: { cookie: 'bench=uncached' } });
    const microCached = { ...(await load(`${baseUrl}${pagePath}`, { seconds, headers: BROWSER })), wireBytes };
    const asset = assetOfSize(wireBytes, true);
    const staticSameSize = { ...(await load(`${baseUrl}${asset.path}`, { seconds, headers: BROWSER })), file: asset.path, bytes: asset.bytes };
    const microCachedIdentity = await load(`${baseUrl}${pagePath}`, { seconds });
    const plainAsset = assetOfSize(htmlBytes, false);
    const staticSameSizeIdentity = { ...(await load(`${baseUrl}${plainAsset.path}`, { seconds })), file: plainAsset.path, bytes: plainAsset.bytes };
    const ratioToStatic = Number((microCached.requestsPerSecond / Math.max(1, staticSameSize.requestsPerSecond)).toFixed(2));
    rows[name] = { htmlBytes, uncached, microCached, staticSameSize, ratioToStatic, microCachedIdentity, staticSameSizeIdentity };
  }
  return rows;
}

/** Bytes a browser receives for a page (br), read off the raw socket since fetch decompresses. */
async function wireSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      response.on('end', () => resolve(bytes));
    }).on('error', reject).end();
  });
}

async function apiCosts(baseUrl: string, seconds = 5): Promise<Record<string, LoadFigures>> {
  const rows: Record<string, LoadFigures> = {};
  for (const [name, apiPath] of Object.entries(APIS)) rows[name] = await load(`${baseUrl}${apiPath}`, { seconds });
  return rows;
}

/**
 * The compiled server's start-up time and memory, the page and API figures at scale 1 and at
 * scale 50 (`npm run seed -- --scale 50`), and how far scale 50 is from scale 1 (budget: within 20%).
 */
export async function serverCost(port: number): Promise<Record<string, unknown>> {
  const figures: Record<string, { startMs: number; memory: { rssMb: number; peakMb: number }; pages: Record<string, PageCost>; api: Record<string, LoadFigures> }> = {};
  for (const scale of [1, 50]) {
    const server = await startCompiled(port, seededDatabase(scale));
    try {
      const pages = await pageCosts(server.url);
      const api = await apiCosts(server.url);
      figures[`scale${scale}`] = { startMs: server.startMs, memory: memoryMb(server.pid), pages, api };
    } finally {
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const change = (a: number, b: number) => `${Math.round(((b - a) / Math.max(1, a)) * 100)}%`;
  const [small, large] = [figures.scale1, figures.scale50];
  return {
    ...figures,
    scale50VsScale1: {
      pagesUncached: Object.fromEntries(Object.keys(PAGES).map((name) => [name, change(small.pages[name].uncached.requestsPerSecond, large.pages[name].uncached.requestsPerSecond)])),
      api: Object.fromEntries(Object.keys(APIS).map((name) => [name, change(small.api[name].requestsPerSecond, large.api[name].requestsPerSecond)])),
    },
  };
}

// `npx tsx bench/serverCost.ts`: this part of `npm run bench` alone (needs `npm run build`).
if (process.argv[1]?.endsWith('serverCost.ts')) {
  serverCost(3230).then((report) => console.log(JSON.stringify(report, null, 2)), (error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

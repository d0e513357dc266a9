import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Lighthouse's figures, with the host's `benchmarkIndex`, its CPU yardstick: Lighthouse's constant 4× CPU
 * slowdown is meant to move a high-end desktop (index 1,500–2,000) into mid-tier mobile; on a faster
 * host its throttling docs (docs/throttling.md) call for a higher multiplier from the 2–10 range.
 */
export interface LighthouseFigures { performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; benchmarkIndex: number; cpuSlowdown: number }

/** Lighthouse's default CPU slowdown, the budget's figure. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** The slowdown that puts this kind of host (benchmarkIndex 2,000–2,900) where 4× puts a high-end desktop: mid-tier mobile. */
export const CALIBRATED_CPU_SLOWDOWN = 6;

const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** One Lighthouse mobile run (its default form factor) in Debian's Chromium; a failed run is tried again, up to three times (its NO_NAVSTART says "run again"). */
export function lighthouse(url: string, cpuSlowdown = DEFAULT_CPU_SLOWDOWN, attempts = 3, cookie?: string): LighthouseFigures {
  try {
    return lighthouseOnce(url, cpuSlowdown, cookie);
  } catch (error) {
    if (attempts <= 1) throw error;
    return lighthouse(url, cpuSlowdown, attempts - 1, cookie);
  }
}

/** `cookie`: the page as a signed-in member sees it (sent with every request of the run, as the browser's jar would). */
function lighthouseOnce(url: string, cpuSlowdown: number, cookie?: string): LighthouseFigures {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'jiutuan-lh-')), 'report.json');
  const run = spawnSync('npx', ['lighthouse', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`, `--chrome-flags=${FLAGS}`, ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [])], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }>; environment: { benchmarkIndex: number } };
  return {
    performance: report.categories.performance.score,
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    cpuSlowdown,
  };
}

/**
 * The middle of `runs` Lighthouse runs by score (its own figures, not a mix), with every run's score:
 * the simulation's first paint lands early or late from run to run, so one run says little.
 */
export function lighthouseMedian(url: string, cpuSlowdown = DEFAULT_CPU_SLOWDOWN, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3), cookie?: string): LighthouseFigures & { scores: number[] } {
  const all = Array.from({ length: Math.max(1, runs) }, () => lighthouse(url, cpuSlowdown, 3, cookie)).sort((a, b) => a.performance - b.performance);
  return { ...all[Math.floor(all.length / 2)], scores: all.map((run) => run.performance) };
}

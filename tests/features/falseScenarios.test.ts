import { spawnSync } from 'node:child_process';

/**
 * Gherkin that cannot lie (issue 26): scenarios saying false things about the shop — Ben signed in on
 * Amy's sign-in, a group-buy or product the shop does not have, a size it does not sell, Amy's credit
 * read as Ben's — must fail. Runs cucumber on tests/features/false and counts each scenario failing.
 */
describe('false scenarios fail', () => {
  it('fails every scenario of tests/features/false', () => {
    const run = spawnSync('npx', [
      'cucumber-js', '--config', 'tests/features/false/cucumber.false.js',
    ], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
    const summary = /(\d+) scenarios? \(([^)]*)\)/.exec(run.stdout);
    expect(run.status).not.toBe(0);
    expect(summary?.[1]).toBe('5');
    expect(summary?.[2]).toBe('5 failed');
  }, 120_000);
});

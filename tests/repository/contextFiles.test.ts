import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Issue 12 part 10: a folder's CONTEXT.md says what it holds and its rules in under 40 lines, not a history. */
const MAX_LINES = 39;

describe('CONTEXT.md files', () => {
  const files = execFileSync('git', ['ls-files', '*CONTEXT.md'], { encoding: 'utf8' }).split('\n').filter(Boolean);

  it('exist', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s is under 40 lines', (file) => {
    expect(readFileSync(file, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });
});

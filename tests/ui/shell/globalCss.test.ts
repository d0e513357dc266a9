import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shopCssVariables } from '../../../src/ui/tokens';

const css = readFileSync(join(__dirname, '../../../src/ui/styles/global.css'), 'utf8');

describe('the global stylesheet', () => {
  it('sets every colour token as the custom property CSS modules read, with the token value', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries([...root.matchAll(/(--shop-[a-z-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
    for (const [name, value] of Object.entries(shopCssVariables())) expect([name, declared[name]]).toEqual([name, value]);
  });

  it('gives the page the baseline MUI CssBaseline gave it', () => {
    expect(css).toMatch(/body\s*\{[^}]*margin:\s*0/);
    expect(css).toMatch(/\*::before,\s*\*::after\s*\{\s*box-sizing:\s*inherit/);
  });
});

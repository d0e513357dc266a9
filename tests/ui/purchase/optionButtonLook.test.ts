import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OptionLook } from '../../../src/domain/purchase/optionPanel';
import { optionButtonClass } from '../../../src/ui/pages/purchase/optionButtonLook';
import { OPTION_LOOK_COLORS, SHOP_COLORS } from '../../../src/ui/tokens';

const SRC = join(__dirname, '../../../src/ui');
const globalCss = readFileSync(join(SRC, 'styles/global.css'), 'utf8');
const lookCss = readFileSync(join(SRC, 'pages/purchase/optionButtonLook.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Every custom property the global stylesheet sets on :root. */
const properties = Object.fromEntries([...globalCss.matchAll(/(--shop-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
const resolve = (value: string) => value.replace(/var\((--[a-z-]+)\)/g, (_, name: string) => properties[name] ?? name);

/** The declarations of `.name { … }` (plain class rules only), custom properties resolved. */
function rule(name: string): Record<string, string> {
  const body = new RegExp(`(^|\\n)\\.${name}\\s*\\{([^}]*)\\}`).exec(lookCss)?.[2] ?? '';
  return Object.fromEntries(body.split(';').map((d) => d.split(/:(.*)/s).map((part) => part.trim())).filter(([k, v]) => k && v).map(([k, v]) => [k, resolve(v)]));
}

const CLASS: Record<OptionLook, string> = { normal: 'normal', active: 'active', disabled: 'disabled', notify: 'notify', 'cancel-notify': 'cancelNotify' };
const look = (name: OptionLook) => ({ ...rule('option'), ...rule(CLASS[name]) });
const LOOKS: OptionLook[] = ['normal', 'active', 'disabled', 'notify', 'cancel-notify'];

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('option button looks (SPEC §4.5)', () => {
  it('reads the option colours the tokens define', () => {
    for (const [name, value] of Object.entries(OPTION_LOOK_COLORS)) {
      const property = `--shop-option-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect([property, properties[property]]).toEqual([property, value]);
    }
  });

  it.each(LOOKS)('%s is a 44×44 px target with text at 4.5:1 or better', (name) => {
    const { color, 'background-color': background, 'min-width': minWidth, 'min-height': minHeight } = look(name);
    expect(optionButtonClass(name).split(' ')).toEqual(['option', CLASS[name]]);
    expect(parseFloat(minWidth)).toBeGreaterThanOrEqual(44);
    expect(parseFloat(minHeight)).toBeGreaterThanOrEqual(44);
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows a sold-out size struck and muted, the chosen in-stock size filled in brand pink, the rest plainly tappable', () => {
    expect(look('disabled')['text-decoration']).toBe('line-through');
    expect(luminance(look('disabled')['background-color'])).toBeLessThan(luminance(look('normal')['background-color']));
    expect(look('active')['background-color']).toBe(SHOP_COLORS.brandPinkStrong);
    expect(look('normal')['background-color']).toBe('#ffffff');
    expect(look('normal')['text-decoration']).toBeUndefined();
    expect(look('notify')['background-color']).not.toBe(look('cancel-notify')['background-color']);
  });
});

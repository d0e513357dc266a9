import type { OptionLook } from '../../../src/domain/purchase/optionPanel';
import { optionButtonSx } from '../../../src/ui/pages/purchase/optionButtonLook';
import { SHOP_COLORS } from '../../../src/ui/theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

type Look = { color: string; bgcolor: string; minWidth: number; minHeight: number; textDecoration?: string; fontWeight?: number };
const look = (name: OptionLook) => optionButtonSx(name) as Look;
const LOOKS: OptionLook[] = ['normal', 'active', 'disabled', 'notify', 'cancel-notify'];

describe('option button looks (SPEC §4.5)', () => {
  it.each(LOOKS)('%s is a 44×44 px target with text at 4.5:1 or better', (name) => {
    const { color, bgcolor, minWidth, minHeight } = look(name);
    expect(minWidth).toBeGreaterThanOrEqual(44);
    expect(minHeight).toBeGreaterThanOrEqual(44);
    expect(contrast(color, bgcolor)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows a sold-out size struck and muted, the chosen in-stock size filled in brand pink, the rest plainly tappable', () => {
    expect(look('disabled').textDecoration).toBe('line-through');
    expect(luminance(look('disabled').bgcolor)).toBeLessThan(luminance(look('normal').bgcolor));
    expect(look('active').bgcolor).toBe(SHOP_COLORS.brandPinkStrong);
    expect(look('normal').bgcolor).toBe('#ffffff');
    expect(look('normal').textDecoration).toBeUndefined();
    expect(look('notify').bgcolor).not.toBe(look('cancel-notify').bgcolor);
  });
});

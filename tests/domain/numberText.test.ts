import { groupedNumber, twdText } from '../../src/domain/numberText';

describe('numbers as the shop writes them', () => {
  it('groups thousands with commas and rounds half away from zero, as Intl does for zh-TW', () => {
    const intl = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1280, 12_345, 999_999.5, 1_234_567, -1, -1234.5, 2.5, 0.4, -0.4]) {
      expect(groupedNumber(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
    }
  });

  it('writes prices as NT$ and a grouped whole number', () => {
    expect(twdText(1280)).toBe('NT$1,280');
    expect(twdText(0)).toBe('NT$0');
  });
});

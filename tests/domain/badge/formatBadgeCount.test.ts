import { formatBadgeCount } from '../../../src/domain/badge/formatBadgeCount';

describe('formatBadgeCount (SPEC §2.4, §9: cap 99, shown 99+)', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%p → %p', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

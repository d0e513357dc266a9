import { formatDateTime } from '../../src/ui/pages/checkout/OrderParts';

describe('order dates in Taipei time', () => {
  it('reads 2026/11/25 14:05, and 00:03 just after midnight', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 25, 6, 5))).toBe('2026/11/25 14:05');
    expect(formatDateTime(Date.UTC(2026, 10, 5, 16, 3))).toBe('2026/11/06 00:03');
  });
});

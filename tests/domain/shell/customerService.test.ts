import { customerServiceOpen } from '../../../src/domain/shell/customerService';

const at = (iso: string) => Date.parse(`${iso}+08:00`);

describe('customer-service hours (SPEC §9, Taipei)', () => {
  it.each([
    ['2026-11-25T09:29', false], ['2026-11-25T09:30', true], ['2026-11-25T11:59', true], ['2026-11-25T12:00', false],
    ['2026-11-25T14:00', true], ['2026-11-27T17:29', true], ['2026-11-27T17:30', false], ['2026-11-28T10:00', false], ['2026-11-29T10:00', false],
  ])('%s → %s', (iso, open) => {
    expect(customerServiceOpen(at(iso))).toBe(open);
  });
});

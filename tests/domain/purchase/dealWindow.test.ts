import { clockText, countdown, dealPhase, taipeiDateTime } from '../../../src/domain/purchase/dealWindow';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const deal = (startsIn: number, endsIn: number, open = true) => ({ open, startsAt: NOW + startsIn, endsAt: NOW + endsIn });

describe('a group-buy deal window', () => {
  it('is upcoming before its start, live until its end, ended from its end on or when closed', () => {
    expect(dealPhase(deal(HOUR, 10 * HOUR), NOW)).toBe('upcoming');
    expect(dealPhase(deal(-HOUR, 10 * HOUR), NOW)).toBe('live');
    expect(dealPhase(deal(-HOUR, 0), NOW)).toBe('ended');
    expect(dealPhase(deal(-HOUR, 10 * HOUR, false), NOW)).toBe('ended');
  });

  it('counts down only in the last 72 hours of a live deal', () => {
    expect(countdown(deal(-HOUR, 73 * HOUR), NOW)).toBeNull();
    expect(countdown(deal(-HOUR, 72 * HOUR), NOW)).toEqual({ days: 3, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(deal(-HOUR, 26 * HOUR + 61_500), NOW)).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 1 });
    expect(countdown(deal(-HOUR, 0), NOW)).toBeNull();
    expect(countdown(deal(HOUR, 2 * HOUR), NOW)).toBeNull();
  });

  it('writes the clock and Taipei times the same on any machine', () => {
    expect(clockText({ days: 2, hours: 3, minutes: 4, seconds: 5 })).toBe('2 天 03:04:05');
    expect(clockText({ days: 0, hours: 23, minutes: 59, seconds: 9 })).toBe('23:59:09');
    expect(taipeiDateTime(Date.parse('2026-11-30T16:05:00Z'))).toBe('12/1 00:05');
  });
});

import { ageBandOf, ageInMonths, babyToFit, fitLabel, fitRowTitle } from '../../../src/domain/babyFit/ageFit';

describe('a baby\'s age from the stored birth or due date (Taipei dates)', () => {
  it('counts whole months, a month only once its day has come', () => {
    expect(ageInMonths('2026-05-28', '2026-11-28')).toBe(6);
    expect(ageInMonths('2026-05-29', '2026-11-28')).toBe(5);
    expect(ageInMonths('2025-09-15', '2026-11-28')).toBe(14);
  });
  it('reads a due date ahead, or a birth today, as a newborn (0 months)', () => {
    expect(ageInMonths('2027-03-01', '2026-11-28')).toBe(0);
    expect(ageInMonths('2026-11-28', '2026-11-28')).toBe(0);
  });
  it('refuses a date that is not one', () => {
    expect(ageInMonths('2026-02-30', '2026-11-28')).toBeNull();
  });
  it('puts each age in its band, the band\'s end excluded', () => {
    expect([0, 5, 6, 11, 12, 23, 24, 35, 36, 80].map(ageBandOf)).toEqual(['0-6m', '0-6m', '6-12m', '6-12m', '1-2y', '1-2y', '2-3y', '2-3y', '3y+', '3y+']);
  });
});

describe('「適合 6-12 個月」 from a product\'s age bands', () => {
  it('says months up to two years, years past it, and 以上 without an end', () => {
    expect(fitLabel(['6-12m'])).toBe('適合 6-12 個月');
    expect(fitLabel(['0-6m', '6-12m', '1-2y'])).toBe('適合 0-24 個月');
    expect(fitLabel(['6-12m', '1-2y', '2-3y'])).toBe('適合 6 個月-3 歲');
    expect(fitLabel(['1-2y', '2-3y'])).toBe('適合 1-3 歲');
    expect(fitLabel(['1-2y', '2-3y', '3y+'])).toBe('適合 1 歲以上');
    expect(fitLabel(['6-12m', '3y+'])).toBe('適合 6 個月以上');
  });
  it('says nothing for goods without an age (a parent\'s own, adult-only)', () => {
    expect(fitLabel([])).toBeNull();
    expect(fitLabel(['adult'])).toBeNull();
  });
});

describe('whose row home shows', () => {
  const today = '2026-11-28';
  it('is the youngest baby born, before one still expected', () => {
    const babies = [{ name: '小芽', birthday: '2025-09-15' }, { name: '二寶', birthday: '2027-03-01' }, { name: '大寶', birthday: '2023-01-02' }];
    expect(babyToFit(babies, today)?.name).toBe('小芽');
    expect(fitRowTitle(babies[0], today)).toBe('適合小芽的商品');
  });
  it('is the one expected soonest when none is born yet, titled for the wait', () => {
    const babies = [{ name: '三寶', birthday: '2027-05-01' }, { name: '二寶', birthday: '2027-03-01' }];
    expect(babyToFit(babies, today)?.name).toBe('二寶');
    expect(fitRowTitle(babies[1], today)).toBe('為二寶準備的新生兒好物');
  });
  it('is nobody without a baby', () => {
    expect(babyToFit([], today)).toBeNull();
  });
});

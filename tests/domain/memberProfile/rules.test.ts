import { babyAgeText, checkBaby } from '../../../src/domain/memberProfile/babies';
import { taipeiDate } from '../../../src/domain/memberProfile/dates';
import { checkProfile } from '../../../src/domain/memberProfile/profile';
import { photoTypeOf, reviewCredit, reviewEligibility } from '../../../src/domain/memberProfile/reviews';

describe('member profile rules', () => {
  it.each([
    ['2026-03-15', '今天出生'],
    ['2026-03-10', '出生 5 天'],
    ['2025-12-15', '3 個月'],
    ['2025-03-15', '1 歲'],
    ['2025-01-10', '1 歲 2 個月'],
    ['2026-03-25', '預產期 2026-03-25（還有 10 天）'],
  ])('says a baby born %s is %s on 2026-03-15', (birthday, text) => {
    expect(babyAgeText(birthday, '2026-03-15')).toBe(text);
  });

  it('reads today in Taipei', () => {
    expect(taipeiDate(Date.parse('2026-03-14T16:30:00Z'))).toBe('2026-03-15');
  });

  it('checks a baby', () => {
    expect(checkBaby({ name: ' 小芽 ', birthday: '2025-01-10', gender: 'girl' }, '2026-03-15')).toEqual({ ok: true, value: { name: '小芽', birthday: '2025-01-10', gender: 'girl' } });
    expect(checkBaby({ name: '寶'.repeat(21), birthday: '2026-02-30', gender: 'x' }, '2026-03-15')).toEqual({
      ok: false, error: { name: '寶寶的名字最多 20 個字', birthday: '日期格式不正確', gender: '請選擇性別' },
    });
    expect(checkBaby({ name: 'a', birthday: '2007-01-01', gender: 'boy' }, '2026-03-15')).toMatchObject({ error: { birthday: '生日最早只能填 18 年內' } });
  });

  it('checks a profile', () => {
    expect(checkProfile({ nickname: '媽咪', mobile: '0912345678', avatar: 'bear' }).ok).toBe(true);
    expect(checkProfile({ nickname: '媽咪', mobile: '', avatar: 'bear' }).ok).toBe(true);
    expect(checkProfile({ nickname: '', mobile: '091234567', avatar: 'x' })).toMatchObject({ ok: false, error: { nickname: '請輸入暱稱', mobile: expect.any(String), avatar: expect.any(String) } });
  });

  it('decides review eligibility and credit', () => {
    expect(reviewEligibility('completed', false)).toBe('ok');
    expect(reviewEligibility('delivered', false)).toBe('not-completed');
    expect(reviewEligibility('completed', true)).toBe('already-reviewed');
    expect(reviewCredit('好用')).toBe(0);
    expect(reviewCredit('寶寶很喜歡，質感很好，洗了也不變形')).toBe(10);
  });

  it('knows a photo by its bytes', () => {
    expect(photoTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(photoTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(photoTypeOf(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(photoTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

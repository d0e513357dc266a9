import { eventPhase } from '../../../src/domain/catalog/eventPhase';
import { isCategoryPath, isSlug, parseNumericId, parsePage } from '../../../src/domain/catalog/pageParams';
import { averageRating, filledStars, maskNickname } from '../../../src/domain/catalog/reviews';

describe('review rules', () => {
  it.each([
    ['媽咪Amy', '媽咪A**'], ['爸比Ben', '爸比B**'], ['志明', '志*'], ['怡君媽咪', '怡君**'], ['A', 'A*'], ['', '***'], ['😀😀😀', '😀😀*'],
  ])('masks %s as %s', (nickname, masked) => expect(maskNickname(nickname)).toBe(masked));

  it('averages to one decimal and has no average without reviews', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
    expect([filledStars(4.4), filledStars(4.5), filledStars(9)]).toEqual([4, 5, 5]);
  });
});

describe('catalog page params', () => {
  it('takes only positive numeric ids', () => {
    expect(['12', '0', '012', 'abc', '1.5', '-1', '99999999999', undefined].map(parseNumericId)).toEqual([12, null, null, null, null, null, null, null]);
  });

  it('falls back to the first page for a malformed page number', () => {
    expect(['3', '0', 'x', null, '99999', '5000'].map(parsePage)).toEqual([3, 1, 1, 1, 1, 1000]);
  });

  it('accepts slugs and category paths of up to three slugs', () => {
    expect([isSlug('double-11'), isSlug('Double'), isSlug('../x'), isSlug(undefined)]).toEqual([true, false, false, false]);
    expect([isCategoryPath('fashion/bodysuits'), isCategoryPath('a/b/c/d'), isCategoryPath('fashion/')]).toEqual([true, false, false]);
  });
});

describe('eventPhase', () => {
  it('is upcoming before the start, running until the end inclusive, then ended', () => {
    const event = { startsAt: 100, endsAt: 200 };
    expect([99, 100, 200, 201].map((now) => eventPhase(event, now))).toEqual(['upcoming', 'running', 'running', 'ended']);
  });
});

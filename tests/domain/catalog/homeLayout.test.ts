import { firstCards } from '../../../src/domain/catalog/homeLayout';

describe('firstCards', () => {
  const list = { title: '最新揪團', cards: [1, 2, 3, 4], page: 1, hasMore: false };

  it('keeps the first cards and says more follow when it cut some', () => {
    expect(firstCards(list, 2)).toEqual({ ...list, cards: [1, 2], hasMore: true });
  });

  it('leaves a list that fits, or has no count, as it is', () => {
    expect(firstCards(list, 4)).toBe(list);
    expect(firstCards(list, undefined)).toBe(list);
  });

  it('adds no hasMore to a list that has none (a section)', () => {
    expect(firstCards({ id: 1, cards: [1, 2, 3] }, 1)).toEqual({ id: 1, cards: [1] });
  });
});

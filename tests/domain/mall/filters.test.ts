import { activeFilterCount, DEFAULT_SORT, EMPTY_FILTERS, isFiltered, parseFilters, parsePage, serializeFilters, toggleFilter, type FilterOptions } from '../../../src/domain/mall/filters';
import { isFeaturedType, isGroupListType, isSlug, isSuggestType, searchableQuery } from '../../../src/domain/mall/browse';

const opt = (...values: string[]) => values.map((value) => ({ value, label: value }));
const OPTIONS: FilterOptions = { age: opt('0-6m', '6-12m', '1-2y'), mall: opt('bodysuits', 'accessories'), sort: opt('hot', 'newest', 'price_asc') };

describe('parseFilters (SPEC §5)', () => {
  it('keeps allowed values from comma lists and repeated keys, without duplicates', () => {
    expect(parseFilters({ age: '0-6m,1-2y,0-6m', mall: ['bodysuits', 'accessories'], sort: 'newest' }, OPTIONS))
      .toEqual({ age: ['0-6m', '1-2y'], mall: ['bodysuits', 'accessories'], sort: 'newest' });
  });

  it('drops unknown values and falls back to the defaults', () => {
    expect(parseFilters({ age: '99y,0-6m', mall: 'nothing', sort: 'cheapest' }, OPTIONS)).toEqual({ age: ['0-6m'], mall: [], sort: 'hot' });
    expect(parseFilters({}, OPTIONS)).toEqual(EMPTY_FILTERS);
    expect(parseFilters({ age: ' , ', sort: '' }, OPTIONS)).toEqual({ age: [], mall: [], sort: DEFAULT_SORT });
  });
});

describe('serializeFilters', () => {
  it('writes comma lists and drops empty filters and the default sort', () => {
    expect(serializeFilters({ age: ['0-6m', '6-12m'], mall: [], sort: 'hot' })).toEqual({ age: '0-6m,6-12m' });
    expect(serializeFilters({ age: [], mall: ['bodysuits'], sort: 'price_asc' })).toEqual({ mall: 'bodysuits', sort: 'price_asc' });
    expect(serializeFilters(EMPTY_FILTERS)).toEqual({});
  });

  it('round-trips through the URL', () => {
    const state = { age: ['1-2y'], mall: ['accessories', 'bodysuits'], sort: 'newest' as const };
    expect(parseFilters(serializeFilters(state), OPTIONS)).toEqual(state);
  });
});

describe('filter helpers', () => {
  it('toggles a chip and tells whether anything is filtered', () => {
    const on = toggleFilter(EMPTY_FILTERS, 'age', '0-6m');
    expect(on.age).toEqual(['0-6m']);
    expect(isFiltered(on)).toBe(true);
    expect(toggleFilter(on, 'age', '0-6m').age).toEqual([]);
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
  });

  it('reads pages and route params strictly', () => {
    expect([parsePage('3'), parsePage('0'), parsePage('x'), parsePage(null), parsePage('1.5')]).toEqual([3, 1, 1, 1, 1]);
    expect([isFeaturedType('hot'), isFeaturedType('newest'), isGroupListType('newest'), isGroupListType('x')]).toEqual([true, false, true, false]);
    expect([isSuggestType('mall'), isSuggestType('qa'), isSuggestType('explore'), isSuggestType('shop')]).toEqual([true, true, true, false]);
    expect([isSlug('fashion'), isSlug('Fashion'), isSlug('../x'), isSlug(undefined)]).toEqual([true, false, false, false]);
    expect([searchableQuery('  奶瓶 '), searchableQuery('   '), searchableQuery('長'.repeat(51))]).toEqual(['奶瓶', null, null]);
  });
});

describe('activeFilterCount (the phone filter button)', () => {
  it('counts each chosen age and sub-mall, and a sort other than hot', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ age: ['0-6m', '6-12m'], mall: ['bodysuits'], sort: 'price_asc' })).toBe(4);
    expect(activeFilterCount({ age: [], mall: [], sort: 'hot' })).toBe(0);
  });
});

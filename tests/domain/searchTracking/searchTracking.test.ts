import { isQualified, parseQualifiedQueries, qualify, QUALIFIED_QUERIES_MAX, QUALIFIED_QUERY_TTL_MS } from '../../../src/domain/searchTracking/qualifiedQueries';
import { clickParams, conversionParams, passesSchema } from '../../../src/domain/searchTracking/searchEvents';

const NOW = Date.UTC(2027, 2, 15, 2, 30);

describe('qualified queries (SPEC §3, §9)', () => {
  it('qualify a query for 30 minutes', () => {
    const queries = qualify([], 'q1', NOW);
    expect(queries).toEqual([{ id: 'q1', ttl: NOW + QUALIFIED_QUERY_TTL_MS }]);
    expect(isQualified(queries, 'q1', NOW + QUALIFIED_QUERY_TTL_MS - 1)).toBe(true);
    expect(isQualified(queries, 'q1', NOW + QUALIFIED_QUERY_TTL_MS)).toBe(false);
    expect(isQualified(queries, 'other', NOW)).toBe(false);
  });

  it('keep at most 100, forgetting the oldest, and renew a query seen again', () => {
    let queries = qualify([], 'first', NOW);
    for (let i = 0; i < QUALIFIED_QUERIES_MAX; i += 1) queries = qualify(queries, `q${i}`, NOW + i);
    expect(queries).toHaveLength(QUALIFIED_QUERIES_MAX);
    expect(isQualified(queries, 'first', NOW + 200)).toBe(false);
    const renewed = qualify(queries, 'q0', NOW + 1000);
    expect(renewed.at(-1)).toEqual({ id: 'q0', ttl: NOW + 1000 + QUALIFIED_QUERY_TTL_MS });
    expect(renewed.filter((q) => q.id === 'q0')).toHaveLength(1);
  });

  it('drop expired queries when another is qualified, and read only well-formed stored entries', () => {
    const queries = qualify(qualify([], 'old', NOW), 'new', NOW + QUALIFIED_QUERY_TTL_MS + 1);
    expect(queries.map((q) => q.id)).toEqual(['new']);
    expect(parseQualifiedQueries([{ id: 'a', ttl: 1 }, { id: 2, ttl: 1 }, null, 'x'])).toEqual([{ id: 'a', ttl: 1 }]);
    expect(parseQualifiedQueries({})).toEqual([]);
  });
});

describe('search tracking params (SPEC §5)', () => {
  const click = { queryId: 'q1', objectId: 42, index: 'groupbuy', event: 'click', position: 3 };

  it('a complete click gives the §7 payload', () => {
    expect(clickParams(click)).toEqual({ query_id: 'q1', object_id: '42', index: 'groupbuy', event: 'click', position: 3 });
  });

  it.each(['queryId', 'objectId', 'index', 'event', 'position'] as const)('a click without %s adds no tracking params', (field) => {
    expect(clickParams({ ...click, [field]: null })).toBeNull();
    expect(clickParams({ ...click, [field]: field === 'position' ? 0 : '  ' })).toBeNull();
  });

  it('a conversion needs query_id, object_id and index only', () => {
    expect(conversionParams({ queryId: 'q1', objectId: '42', index: 'groupbuy' })).toEqual({ query_id: 'q1', object_id: '42', index: 'groupbuy', event: 'add_to_cart' });
    for (const field of ['queryId', 'objectId', 'index'] as const) expect(conversionParams({ queryId: 'q1', objectId: '42', index: 'groupbuy', [field]: '' })).toBeNull();
  });

  it('the schema check refuses extra fields, overlong values and bad positions', () => {
    expect(passesSchema(clickParams(click)!)).toBe(true);
    expect(passesSchema({ ...clickParams(click)!, extra: 'x' })).toBe(false);
    expect(passesSchema({ ...clickParams(click)!, query_id: 'x'.repeat(65) })).toBe(false);
    expect(passesSchema({ ...clickParams(click)!, position: 1.5 })).toBe(false);
  });
});

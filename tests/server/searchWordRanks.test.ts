import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { indexGroupBuys } from '../../server/services/search/indexer';
import { forgetLexicon, lexiconOf } from '../../server/services/search/lexicon';
import { parseQuery } from '../../server/services/search/query';
import { rankedPage } from '../../server/services/search/rank';
import { boosts } from '../../server/services/search/score';
import { rankedVocabulary } from '../../server/services/search/wordRankIndex';
import { wordRankPage } from '../../server/services/search/wordRanks';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/testApp';
import { seedDatabase } from '../../server/db/seed/index';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const PAGES = [[20, 0], [5, 5], [5, 10], [8, 0], [20, 10_000]] as const;

/** Every page of these words, with and without clicks: what a search answers. */
async function pagesOf(db: Kysely<Database>, words: readonly string[], clicks: ReadonlyMap<number, number>): Promise<string[]> {
  const lexicon = await lexiconOf(db);
  const pages: string[] = [];
  for (const word of words) {
    for (const c of [new Map<number, number>(), clicks]) {
      for (const [limit, offset] of PAGES) pages.push(JSON.stringify([word, c.size, limit, offset, await rankedPage(db, parseQuery(word, lexicon), lexicon, word, c, limit, offset)]));
    }
  }
  return pages;
}

/** Whether a search for the word reads the ranked rows (rather than scoring per query). */
async function isRanked(db: Kysely<Database>, word: string): Promise<boolean> {
  const lexicon = await lexiconOf(db);
  const tokens = parseQuery(word, lexicon);
  return (await wordRankPage(db, tokens[0], boosts(tokens, lexicon, word), new Map(), 20, 0)) !== undefined;
}

/** The same pages scored per query: the ranked words set aside for the call. */
async function scoredPerQuery(db: Kysely<Database>, words: readonly string[], clicks: ReadonlyMap<number, number>): Promise<string[]> {
  const saved = await db.selectFrom('search_ranked_words').selectAll().execute();
  await db.deleteFrom('search_ranked_words').execute();
  try {
    return await pagesOf(db, words, clicks);
  } finally {
    if (saved.length) await db.insertInto('search_ranked_words').values(saved).execute();
  }
}

describe.each(dialects())('ranked words of the search index (issue 12) on %s', (dialect) => {
  let t: TestDatabase;
  let words: string[];
  let clicks: Map<number, number>;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await seedDatabase(t.db, { scale: 0.2, passwordCost: 2 ** 10, now: NOW });
    const lexicon = await lexiconOf(t.db);
    words = rankedVocabulary(lexicon).filter((word) => parseQuery(word, lexicon).length === 1);
    const open = await t.db.selectFrom('group_buys').select('id').where('status', '=', 'open').orderBy('id').execute();
    clicks = new Map(open.filter((_, i) => i % 7 === 0).map((r, i) => [r.id, 1 + (i % 3)]));
  });
  afterAll(() => t.drop());

  it('holds every one-token word of the synonym groups and category names, with its count of open matches', async () => {
    const ranked = await t.db.selectFrom('search_ranked_words').select(['word_key', 'total']).execute();
    expect(ranked).toHaveLength(words.length);
    expect(words).toEqual(expect.arrayContaining(['尿布', '紙尿褲', '奶瓶', '收納']));
    expect(ranked.some((r) => Number(r.total) > 10)).toBe(true);
    for (const word of words) expect([word, await isRanked(t.db, word)]).toEqual([word, true]);
  });

  it('answers every page of those words exactly as scoring each match per query does', async () => {
    expect(await pagesOf(t.db, words, clicks)).toEqual(await scoredPerQuery(t.db, words, clicks));
  });

  it('stays exact when one group-buy is re-indexed', async () => {
    const [first] = (await rankedPage(t.db, parseQuery('推車', await lexiconOf(t.db)), await lexiconOf(t.db), '推車', new Map(), 1)).ids;
    await t.db.updateTable('group_buys').set({ title: '輕量尿布推車', hot_score: 1 }).where('id', '=', first).execute();
    await indexGroupBuys(t.db, [first]);
    expect(await isRanked(t.db, '尿布')).toBe(true);
    expect(await pagesOf(t.db, ['尿布', '推車'], clicks)).toEqual(await scoredPerQuery(t.db, ['尿布', '推車'], clicks));
  });

  it('leaves a word whose synonyms changed to per-query scoring until the next full build', async () => {
    await t.db.insertInto('search_synonyms').values([{ group_id: 901, term: '小推推', sort_order: 1 }, { group_id: 901, term: '推車', sort_order: 2 }]).execute();
    forgetLexicon(t.db);
    const some = (await t.db.selectFrom('group_buys').select('id').where('status', '=', 'open').limit(1).executeTakeFirstOrThrow()).id;
    await indexGroupBuys(t.db, [some]);
    expect([await isRanked(t.db, '推車'), await isRanked(t.db, '尿布')]).toEqual([false, true]);
    expect(await pagesOf(t.db, ['推車', '小推推', '尿布'], clicks)).toEqual(await scoredPerQuery(t.db, ['推車', '小推推', '尿布'], clicks));
    await indexGroupBuys(t.db, null);
    expect([await isRanked(t.db, '推車'), await isRanked(t.db, '小推推')]).toEqual([true, true]);
    expect(await pagesOf(t.db, ['推車', '小推推'], clicks)).toEqual(await scoredPerQuery(t.db, ['推車', '小推推'], clicks));
  });
});

import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** Goods whose size a parent picks by the baby's body: only there do reviews (and the review form) talk about fit. */
export const SIZED_GUIDES = new Set(['clothing', 'shoes', 'maternity', 'diaper']);

/** What a review says, and where it can say it (category slugs; `sized`: goods with a body size). */
const REVIEW_THEMES: [RegExp, (slug: string, guide: string | null) => boolean][] = [
  [/紅屁屁|屁屁/, (slug) => ['diapers', 'wipes', 'body-wash'].includes(slug)],
  [/穿起來|穿著|縮水|偏大|偏小|選小一號|選大一號|尺寸/, (_slug, guide) => SIZED_GUIDES.has(guide ?? '')],
  [/每天都要玩|玩具|愛玩/, (slug) => ['blocks', 'bath-toys', 'picture-books', 'cloth-books'].includes(slug)],
];

export async function reviewProblems(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('reviews').innerJoin('group_buys as g', 'g.id', 'reviews.group_buy_id').innerJoin('categories as c', 'c.id', 'g.category_id')
    .innerJoin('group_buy_contents as gc', 'gc.group_buy_id', 'g.id').select(['reviews.body', 'reviews.size_fit', 'g.short_name', 'c.slug', 'gc.size_guide']).execute();
  const problems: string[] = [];
  for (const r of rows) {
    for (const [theme, fits] of REVIEW_THEMES) if (theme.test(r.body) && !fits(r.slug, r.size_guide)) problems.push(`${r.short_name}: ${r.body}`);
    if (r.size_fit && !SIZED_GUIDES.has(r.size_guide ?? '')) problems.push(`${r.short_name} asks about fit`);
  }
  return problems;
}

/** Adult-only goods stay where a parent goes for them: no baby hooks or ages, no home, branch or guide lists. */
export async function adultProblems(db: Kysely<Database>): Promise<string[]> {
  const adult = await db.selectFrom('group_buys').select(['id', 'title']).where('is_adult_only', '=', 1).execute();
  const ids = adult.map((g) => g.id);
  const problems = adult.filter((g) => /新生兒|月子中心|小兒科/.test(g.title)).map((g) => `hook: ${g.title}`);
  const listed = async (table: 'group_buy_ages' | 'branch_section_items' | 'featured_items' | 'floor_items' | 'curation_items' | 'explore_items') =>
    (await db.selectFrom(table).select('group_buy_id').where('group_buy_id', 'in', ids).execute()).map((r) => `${table}: ${r.group_buy_id}`);
  for (const table of ['group_buy_ages', 'branch_section_items', 'featured_items', 'floor_items', 'curation_items', 'explore_items'] as const) problems.push(...(await listed(table)));
  return problems;
}

/** 新生兒必備 only on goods a newborn uses. */
export async function newbornHookProblems(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('group_buys').select(['id', 'title']).where('title', 'like', '%新生兒必備%').execute();
  const newborn = new Set((await db.selectFrom('group_buy_ages').select('group_buy_id').where('age', '=', '0-6m').execute()).map((r) => r.group_buy_id));
  return rows.filter((r) => !newborn.has(r.id)).map((r) => r.title);
}

/** The words an article or guide uses to say a thing has no place in a baby's bed, and the goods it then must not pick. */
const NOT_BEFORE_ONE = /(?:一歲(?:前|以前|以下)[^。]*(?:不放|不用|不需要|不要放)[^。]*枕頭)|(?:嬰兒不需要枕頭)/;

export async function articleProblems(db: Kysely<Database>): Promise<string[]> {
  const picks = await db.selectFrom('explore_items').innerJoin('group_buys as g', 'g.id', 'explore_items.group_buy_id')
    .select(['explore_items.kind', 'explore_items.owner_id', 'g.short_name']).execute();
  const articles = await db.selectFrom('articles').select(['id', 'title', 'sections', 'tips']).execute();
  const guides = await db.selectFrom('guides').select(['id', 'title', 'intro', 'criteria']).execute();
  const texts = [
    ...articles.map((a) => ({ kind: 'article', id: a.id, title: a.title, text: `${a.sections}${a.tips}` })),
    ...guides.map((g) => ({ kind: 'guide', id: g.id, title: g.title, text: `${g.intro}${g.criteria}` })),
  ];
  const problems: string[] = [];
  for (const t of texts.filter((x) => NOT_BEFORE_ONE.test(x.text))) {
    for (const p of picks.filter((x) => x.kind === t.kind && x.owner_id === t.id && /枕/.test(x.short_name) && !/孕婦/.test(x.short_name))) {
      problems.push(`${t.title} recommends ${p.short_name}`);
    }
  }
  return problems;
}

import type { Kysely } from 'kysely';
import { ARTICLE_IDS } from '../../../src/domain/explore/explore';
import type { ArticlesTable, ExploreItemsTable, GuidesTable } from '../exploreSchema';
import type { Database } from '../schema';
import { DAY, HOUR } from './context';
import { ARTICLES } from './exploreArticles';
import { GUIDE_SUBJECTS, type GuideSubject } from './exploreGuides';
import { TOPICS } from './exploreTopics';
import { BRANCHES } from './taxonomy';

interface Candidate { id: number; path: string; short_name: string; description: string; hot_score: number; like_count: number }

const SUB_PATHS = new Map(BRANCHES.flatMap((b) => b.mains.flatMap((m) => m.subs.map((s) => [s.slug, `${b.path}/${m.slug}/${s.slug}`] as const))));
const PICK_PHRASES = ['團購人氣第一', '爸媽回購率高', '小資預算首選', '質感送禮推薦', '新手入門款', '編輯私心推薦'];
const LIST_ANGLES = ['爸媽真心好評的人氣款', '預算內也能挑到好物', '第一次買就上手'];

const rotate = <T>(items: readonly T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]);

/** The sub category's group-buys first, then its branch's, so even a tiny test seed fills a list. */
function candidatesFor(all: Candidate[], subSlug: string, order: (a: Candidate, b: Candidate) => number): Candidate[] {
  const path = SUB_PATHS.get(subSlug) ?? '';
  const branch = path.split('/')[0];
  const inSub = all.filter((c) => c.path === path).sort(order);
  const inBranch = all.filter((c) => c.path !== path && c.path.startsWith(`${branch}/`)).sort(order);
  return [...inSub, ...inBranch];
}

const byHot = (a: Candidate, b: Candidate) => b.hot_score - a.hot_score || a.id - b.id;
const byLikes = (a: Candidate, b: Candidate) => b.like_count - a.like_count || a.id - b.id;

function articleRows(all: Candidate[], base: number): { articles: ArticlesTable[]; items: ExploreItemsTable[] } {
  const seen = new Map<string, number>();
  const articles: ArticlesTable[] = [];
  const items: ExploreItemsTable[] = [];
  ARTICLES.forEach((seed, index) => {
    const topic = TOPICS[seed.topic];
    const nth = seen.get(seed.topic) ?? 0;
    seen.set(seed.topic, nth + 1);
    const lead = seed.lead ?? nth % topic.sections.length;
    const sections = [topic.sections[lead], ...topic.sections.filter((_, i) => i !== lead)].slice(0, 3);
    const id = ARTICLE_IDS[index];
    articles.push({
      id, topic: seed.topic, title: seed.title, summary: seed.summary, author: topic.authors[nth % topic.authors.length],
      sections: JSON.stringify(sections), tips: JSON.stringify(rotate(topic.tips, nth).slice(0, 3)),
      is_featured: seed.featured ? 1 : 0, published_at: base - (ARTICLES.length - index) * 2 * DAY + (index % 5) * HOUR,
    });
    const picked = new Set<number>();
    for (const sub of rotate(topic.subs, nth)) {
      for (const c of candidatesFor(all, sub, byHot).filter((c) => !picked.has(c.id)).slice(0, 2)) picked.add(c.id);
    }
    [...picked].slice(0, 4).forEach((groupBuyId, order) => items.push({ kind: 'article', owner_id: id, group_buy_id: groupBuyId, note: '', sort_order: order }));
  });
  return { articles, items };
}

function guideText(subject: GuideSubject, variant: number, index: number) {
  const names = subject.criteria.map(([title]) => title);
  return variant === 0
    ? {
      title: subject.title,
      summary: `${names.slice(0, 3).join('、')}，${subject.criteria.length} 個重點幫你挑到適合寶寶的${subject.name}。`,
      intro: `第一次買${subject.name}，面對琳瑯滿目的款式很容易不知從何下手。我們整理了爸媽最常問的挑選重點，再從團購中選出符合條件的好物，照著看就不會買錯。`,
    }
    : {
      title: `${subject.name}推薦清單：${LIST_ANGLES[index % LIST_ANGLES.length]}`,
      summary: `看過上百則爸媽評價後整理的${subject.name}推薦，附上每一款入選的理由。`,
      intro: `這份清單依照團購中爸媽按讚的數量與實際使用心得整理，每一款都寫下入選理由。挑選前，先看看「${names[0]}」這幾個重點。`,
    };
}

function guideRows(all: Candidate[], base: number): { guides: GuidesTable[]; items: ExploreItemsTable[] } {
  const guides: GuidesTable[] = [];
  const items: ExploreItemsTable[] = [];
  const total = GUIDE_SUBJECTS.length * 2;
  for (let index = 0; index < total; index++) {
    const subject = GUIDE_SUBJECTS[index % GUIDE_SUBJECTS.length];
    const variant = index < GUIDE_SUBJECTS.length ? 0 : 1;
    const id = index + 1;
    const criteria = subject.criteria.map(([title, detail]) => ({ title, detail }));
    guides.push({ id, ...guideText(subject, variant, index), criteria: JSON.stringify(criteria), published_at: base - (total - index) * DAY + 9 * HOUR });
    const picks = candidatesFor(all, subject.sub, variant === 0 ? byHot : byLikes).slice(0, 5);
    picks.forEach((c, order) => items.push({
      kind: 'guide', owner_id: id, group_buy_id: c.id, sort_order: order,
      note: `${PICK_PHRASES[(order + variant) % PICK_PHRASES.length]}，已有 ${c.like_count.toLocaleString('en-US')} 位爸媽按讚。符合「${criteria[order % criteria.length].title}」的挑選重點。`,
    }));
  }
  return { guides, items };
}

/** Writes the 25 articles and 40 guides over the seeded catalog (run after the group-buys exist). */
export async function seedExplore(db: Kysely<Database>, base: number): Promise<void> {
  for (const table of ['explore_items', 'guides', 'articles'] as const) await db.deleteFrom(table).execute();
  const found: Candidate[] = await db.selectFrom('group_buys')
    .innerJoin('categories', 'categories.id', 'group_buys.category_id')
    .select(['group_buys.id', 'categories.path', 'group_buys.short_name', 'group_buys.description', 'group_buys.hot_score', 'group_buys.like_count'])
    .where('group_buys.status', '=', 'open').where('group_buys.is_adult_only', '=', 0)
    .execute();
  // The sleep articles and guides say a baby needs no pillow before one: they never pick a baby's pillow.
  const all = found.filter((c) => !/枕/.test(c.short_name) || c.short_name.includes('孕婦'));
  const articles = articleRows(all, base);
  const guides = guideRows(all, base);
  await db.insertInto('articles').values(articles.articles).execute();
  await db.insertInto('guides').values(guides.guides).execute();
  const items = [...articles.items, ...guides.items];
  for (let i = 0; i < items.length; i += 200) await db.insertInto('explore_items').values(items.slice(i, i + 200)).execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { CARD_COLUMNS } from '../catalog/cards';

type Db = Kysely<Database>;

/** The open group-buys an article or guide links to, as cards with the editors' note, in their order. */
export const listLinkedCards = (db: Db, kind: 'article' | 'guide', ownerId: number) =>
  db.selectFrom('explore_items')
    .innerJoin('group_buys', 'group_buys.id', 'explore_items.group_buy_id')
    .select([...CARD_COLUMNS, 'explore_items.note'])
    .where('explore_items.kind', '=', kind).where('explore_items.owner_id', '=', ownerId)
    .where('group_buys.status', '=', 'open')
    .orderBy('explore_items.sort_order')
    .execute();

/** How many group-buys each guide links to (closed ones included), by guide id. */
export const countGuidePicks = (db: Db) =>
  db.selectFrom('explore_items').select(['owner_id', db.fn.countAll<number>().as('n')]).where('kind', '=', 'guide').groupBy('owner_id').execute();

/** Newest first. */
export const listArticles = (db: Db) => db.selectFrom('articles').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').execute();

export const listGuides = (db: Db) => db.selectFrom('guides').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').execute();

export const findArticle = (db: Db, id: number) => db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();

export const findGuide = (db: Db, id: number) => db.selectFrom('guides').selectAll().where('id', '=', id).executeTakeFirst();

/** Titles, newest first (suggestions filter them in code). */
export const listArticleTitles = (db: Db) => db.selectFrom('articles').select(['id', 'title']).orderBy('published_at', 'desc').execute();

export const listGuideTitles = (db: Db) => db.selectFrom('guides').select(['id', 'title']).orderBy('published_at', 'desc').execute();

export const findArticleTopic = (db: Db, id: number) => db.selectFrom('articles').select('topic').where('id', '=', id).executeTakeFirst();

export const findGuideId = (db: Db, id: number) => db.selectFrom('guides').select('id').where('id', '=', id).executeTakeFirst();

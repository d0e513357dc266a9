import type { Kysely } from 'kysely';
import { EVENT_SECTION_SIZE, type Event, type EventBranches, type EventPage } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { toListProduct } from '../catalog/groupLists';
import { CatalogPageMessages } from './messages';
import { openCards, pageOf } from './lists';

const findEvent = (db: Kysely<Database>, path: string): Promise<Event | undefined> =>
  db.selectFrom('events').select(['id', 'path', 'title', 'description', 'color', 'starts_at', 'ends_at']).where('path', '=', path).executeTakeFirst();

/** Open group-buys with at least one option taking part in the event. */
const eventCards = (db: Kysely<Database>, eventId: number) =>
  openCards(db).where('group_buys.id', 'in', (eb) =>
    eb.selectFrom('option_events')
      .innerJoin('options', 'options.id', 'option_events.option_id')
      .innerJoin('products', 'products.id', 'options.product_id')
      .select('products.group_buy_id')
      .where('option_events.event_id', '=', eventId),
  );

/** An event and a page of its group-buys, hottest first. Null when the path is no event. */
export async function eventPage(db: Kysely<Database>, path: string, page: number): Promise<EventPage | null> {
  const event = await findEvent(db, path);
  if (!event) return null;
  const query = eventCards(db, event.id).orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc');
  return { event, list: await pageOf(query, { type: 'event', title: CatalogPageMessages.EVENT_LIST_TITLE, page }) };
}

/** The event's group-buys grouped by branch in mall order: the hottest few of each, and how many there are. */
export async function eventBranches(db: Kysely<Database>, path: string): Promise<EventBranches | null> {
  const event = await findEvent(db, path);
  if (!event) return null;
  const branches = await db.selectFrom('branches').select(['id', 'path', 'name', 'color']).orderBy('sort_order').execute();
  const sections: EventBranches['sections'] = [];
  for (const branch of branches) {
    const inBranch = eventCards(db, event.id).where('group_buys.branch_id', '=', branch.id);
    const counted = await inBranch.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const total = Number(counted.total);
    if (total === 0) continue;
    const rows = await inBranch.orderBy('group_buys.hot_score', 'desc').orderBy('group_buys.id', 'desc').limit(EVENT_SECTION_SIZE).execute();
    sections.push({ branch: { path: branch.path, name: branch.name, color: branch.color }, total, products: rows.map(toListProduct) });
  }
  return { event, sections };
}

import type { Kysely } from 'kysely';
import { EVENT_SECTION_SIZE, type EventBranches, type EventPage } from '../../../contract/catalogPages';
import type { Database } from '../../db/schema';
import { listBranches } from '../../db/repositories/catalog/branches';
import { countOpenCards, listOpenCards } from '../../db/repositories/catalog/openCards';
import { findEvent } from '../../db/repositories/catalogPages/pages';
import { toListProduct } from '../catalog/groupLists';
import { CatalogPageMessages } from './messages';
import { pageOf } from './lists';

/** An event and a page of its group-buys (an option of theirs takes part), hottest first. Null when the path is no event. */
export async function eventPage(db: Kysely<Database>, path: string, page: number): Promise<EventPage | null> {
  const event = await findEvent(db, path);
  if (!event) return null;
  const list = await pageOf((window) => listOpenCards(db, { eventId: event.id }, 'hot', window), { type: 'event', title: CatalogPageMessages.EVENT_LIST_TITLE, page });
  return { event, list };
}

/** The event's group-buys grouped by branch in mall order: the hottest few of each, and how many there are. */
export async function eventBranches(db: Kysely<Database>, path: string): Promise<EventBranches | null> {
  const event = await findEvent(db, path);
  if (!event) return null;
  const branches = await listBranches(db);
  const sections: EventBranches['sections'] = [];
  for (const branch of branches) {
    const inBranch = { eventId: event.id, branchId: branch.id };
    const total = await countOpenCards(db, inBranch);
    if (total === 0) continue;
    const rows = await listOpenCards(db, inBranch, 'hot', { limit: EVENT_SECTION_SIZE });
    sections.push({ branch: { path: branch.path, name: branch.name, color: branch.color }, total, products: rows.map(toListProduct) });
  }
  return { event, sections };
}

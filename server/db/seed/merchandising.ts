import type {
  BranchesTable, CurationItemsTable, CurationsTable, EventsTable, FeaturedItemsTable, FloorItemsTable, FloorsTable,
  GroupBuysTable,
} from '../catalogSchema';
import { DAY, type SeedContext } from './context';
import { CURATIONS, EVENTS } from './words';

export interface MerchandisingRows {
  events: EventsTable[];
  curations: CurationsTable[];
  curationItems: CurationItemsTable[];
  floors: FloorsTable[];
  floorItems: FloorItemsTable[];
  featured: FeaturedItemsTable[];
}

const FEATURED_SIZE = 40;
const FLOOR_SIZE = 12;

export function eventRows(ctx: SeedContext): EventsTable[] {
  return EVENTS.map((e, i) => ({
    id: i + 1, ...e, starts_at: ctx.base - 14 * DAY, ends_at: ctx.base + (30 + i * 7) * DAY,
  }));
}

const shown = (gbs: GroupBuysTable[]) => gbs.filter((g) => g.status === 'open');

function floorRows(branches: BranchesTable[], gbs: GroupBuysTable[]): Pick<MerchandisingRows, 'floors' | 'floorItems'> {
  const floors: FloorsTable[] = [];
  const floorItems: FloorItemsTable[] = [];
  for (const branch of branches) {
    // Adult-only goods stay in their own category, behind the age gate, not on a branch's floors.
    const own = shown(gbs).filter((g) => g.branch_id === branch.id && !g.is_adult_only);
    const lists: [string, string, GroupBuysTable[]][] = [
      ['new', '本週新品', [...own].sort((a, b) => b.created_at - a.created_at)],
      ['hot', '人氣熱銷', [...own].sort((a, b) => b.hot_score - a.hot_score)],
    ];
    for (const [suffix, title, ordered] of lists) {
      const id = floors.length + 1;
      floors.push({ id, branch_id: branch.id, path: `${branch.path}-${suffix}`, title: `${branch.name}・${title}`, sort_order: floors.length + 1 });
      ordered.slice(0, FLOOR_SIZE).forEach((g, i) => floorItems.push({ floor_id: id, group_buy_id: g.id, sort_order: i + 1 }));
    }
  }
  return { floors, floorItems };
}

function featuredRows(gbs: GroupBuysTable[]): FeaturedItemsTable[] {
  const open = shown(gbs).filter((g) => !g.is_adult_only);
  const lists: Record<string, GroupBuysTable[]> = {
    hot: [...open].sort((a, b) => b.hot_score - a.hot_score),
    discount: open.filter((g) => g.discount_rate > 0).sort((a, b) => b.discount_rate - a.discount_rate || a.id - b.id),
    recommend: open.filter((g) => g.recommend_rank !== null).sort((a, b) => a.recommend_rank! - b.recommend_rank!),
  };
  return Object.entries(lists).flatMap(([type, list]) =>
    list.slice(0, FEATURED_SIZE).map((g, i) => ({ list_type: type, group_buy_id: g.id, rank: i + 1 })),
  );
}

export function merchandisingRows(ctx: SeedContext, branches: BranchesTable[], gbs: GroupBuysTable[]): MerchandisingRows {
  const curations = CURATIONS.map((c, i) => ({ id: i + 1, ...c, color: branches[i % branches.length].color, sort_order: i + 1 }));
  const ids = shown(gbs).map((g) => g.id);
  const adult = new Set(gbs.filter((g) => g.is_adult_only).map((g) => g.id));
  // The draw runs over every shown deal as before (later draws keep their place); adult-only picks are then left out.
  const curationItems = curations.flatMap((c) =>
    ctx.random.helpers
      .arrayElements(ids, { min: Math.min(8, ids.length), max: Math.min(16, ids.length) })
      .filter((gbId) => !adult.has(gbId))
      .map((gbId, i) => ({ curation_id: c.id, group_buy_id: gbId, sort_order: i + 1 })),
  );
  return { events: eventRows(ctx), curations, curationItems, ...floorRows(branches, gbs), featured: featuredRows(gbs) };
}

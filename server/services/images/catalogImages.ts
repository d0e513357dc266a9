import type { Kysely } from 'kysely';
import { findBranchByPath, findGroupBuyPictureFacts } from '../../db/repositories/images/pictures';
import type { Database } from '../../db/schema';
import { BRANCHES, type Shape, type SubCategory } from '../../db/seed/taxonomy';
import { NOUN_SHAPES } from './productShapes';
import { productIllustration } from './svg';

const SUB_BY_PATH = new Map<string, SubCategory>(
  BRANCHES.flatMap((b) => b.mains.flatMap((m) => m.subs.map((s) => [`${b.path}/${m.slug}/${s.slug}`, s] as const))),
);
const SHAPE_BY_ICON: Record<string, Shape> = { shirt: 'shirt', bottle: 'bottle', moon: 'moon', stroller: 'stroller', block: 'block', drop: 'drop', flower: 'flower', heart: 'heart', house: 'house' };

/** A group-buy's generated picture (/images/gb/{id}.svg): its goods' noun drawn, else its sub category's silhouette; null when there is no such group-buy. */
export async function groupBuyPicture(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await findGroupBuyPictureFacts(db, id);
  if (!row) return null;
  const shape = NOUN_SHAPES[row.short_name] ?? SUB_BY_PATH.get(row.path)?.shape ?? 'star';
  return productIllustration({ color: row.color, shape, label: row.short_name, badge: row.is_adult_only ? '限制級' : null });
}

/** A branch's generated icon (/images/branch/{path}.svg); null when there is no such branch. */
export async function branchPicture(db: Kysely<Database>, path: string): Promise<string | null> {
  const branch = await findBranchByPath(db, path);
  return branch ? productIllustration({ color: branch.color, shape: SHAPE_BY_ICON[branch.icon] ?? 'star', label: branch.name }) : null;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findArticleTopic, findGuideId } from '../../db/repositories/explore/explore';
import { escapeHtml } from '../../html';
import { GUIDE_SUBJECTS } from '../../db/seed/exploreGuides';
import { TOPICS } from '../../db/seed/exploreTopics';
import { BRANCHES, type Shape } from '../../db/seed/taxonomy';
import { mix } from '../images/svg';
import { drawShape } from '../images/shapes';

const FONT = "'Noto Sans CJK TC','PingFang TC','Microsoft JhengHei',sans-serif";
const TOPIC_SHAPES: Record<string, Shape> = {
  pregnancy: 'heart', newborn: 'shirt', feeding: 'bottle', sleep: 'moon', solids: 'star', health: 'drop', toddler: 'block',
};

/** A 1200×630 cover: the topic's colour, a silhouette on the right and a short label on the left. */
function cover(color: string, shape: Shape, label: string, kicker: string): string {
  const ink = mix(color, '#333333', 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(label)}">
<rect width="1200" height="630" fill="${mix(color, '#ffffff', 0.5)}"/><circle cx="1050" cy="90" r="220" fill="${mix(color, '#ffffff', 0.25)}" opacity=".5"/><circle cx="120" cy="600" r="200" fill="${mix(color, '#ffffff', 0.2)}" opacity=".35"/>
<g transform="translate(640 40) scale(0.9)">${drawShape(shape, '#ffffff', ink)}</g>
<text x="90" y="250" font-size="40" fill="${ink}" font-family="${FONT}">${escapeHtml(kicker)}</text>
<text x="90" y="350" font-size="84" font-weight="700" fill="${ink}" font-family="${FONT}">${escapeHtml(label)}</text>
</svg>`;
}

/** The cover of an article by topic; null for an unknown topic. */
export function articleCover(topic: string): string | null {
  const seed = TOPICS[topic as keyof typeof TOPICS];
  return seed ? cover(seed.color, TOPIC_SHAPES[topic] ?? 'star', seed.name, '育兒知識') : null;
}

/** The cover of a guide: its subject's sub category colour and silhouette. */
export function guideCover(id: number): string {
  const subject = GUIDE_SUBJECTS[(id - 1) % GUIDE_SUBJECTS.length];
  const branch = BRANCHES.find((b) => b.mains.some((m) => m.subs.some((s) => s.slug === subject.sub)));
  const sub = branch?.mains.flatMap((m) => m.subs).find((s) => s.slug === subject.sub);
  return cover(branch?.color ?? '#f8b4c8', sub?.shape ?? 'star', subject.name, '選購指南');
}

/** The cover of `/images/explore/{kind}-{id}.svg`: null for an article or guide the shop does not have. */
export async function exploreCover(db: Kysely<Database>, kind: 'article' | 'guide', id: number): Promise<string | null> {
  if (kind === 'article') {
    const row = await findArticleTopic(db, id);
    return row ? articleCover(row.topic) : null;
  }
  const guide = await findGuideId(db, id);
  return guide ? guideCover(id) : null;
}

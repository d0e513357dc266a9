import { escapeHtml } from '../../html';
import type { Shape } from '../../db/seed/taxonomy';
import { drawShape } from './shapes';
import { isProductShape, PRODUCT_SHAPES, type ProductShape } from './productShapes';

/** Mixes a hex colour towards another; `amount` 0 keeps it, 1 gives the other. */
export function mix(hex: string, other: string, amount: number): string {
  const channels = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const a = channels(hex);
  const b = channels(other);
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}

const FONT = "'Noto Sans CJK TC','PingFang TC','Microsoft JhengHei',sans-serif";

function draw(shape: Shape | ProductShape, fill: string, ink: string): string {
  if (!isProductShape(shape)) return drawShape(shape, fill, ink);
  return PRODUCT_SHAPES[shape](`fill="${fill}" stroke="${ink}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`, ink);
}

/** Up to 64px, smaller for a long name so it always fits the 600px card with a margin. */
const labelSize = (label: string): number => Math.min(64, Math.floor(520 / Math.max(1, [...label].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0))));

/** A pastel product illustration: a drawing of the goods and their zh-TW name. */
export function productIllustration(input: { color: string; shape: Shape | ProductShape; label: string; badge?: string | null }): string {
  const background = mix(input.color, '#ffffff', 0.55);
  const ink = mix(input.color, '#333333', 0.55);
  const badge = input.badge
    ? `<rect x="24" y="24" width="116" height="52" rx="26" fill="#f25c87"/><text x="82" y="59" font-size="28" text-anchor="middle" fill="#fff" font-family="${FONT}">${escapeHtml(input.badge)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeHtml(input.label)}">
<rect width="600" height="600" fill="${background}"/><circle cx="520" cy="90" r="120" fill="${mix(input.color, '#ffffff', 0.3)}" opacity=".5"/><circle cx="60" cy="560" r="140" fill="${mix(input.color, '#ffffff', 0.3)}" opacity=".4"/>
${draw(input.shape, '#ffffff', ink)}${badge}
<text x="300" y="485" font-size="${labelSize(input.label)}" font-weight="700" text-anchor="middle" fill="${ink}" font-family="${FONT}">${escapeHtml(input.label)}</text>
</svg>`;
}

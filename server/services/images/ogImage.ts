import { encodePng } from './png';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

type Rgb = [number, number, number];
const PINK: Rgb = [255, 228, 236];
const PEACH: Rgb = [255, 240, 222];
const BRAND: Rgb = [242, 92, 135];
const TEAL: Rgb = [168, 230, 224];
const WHITE: Rgb = [255, 255, 255];

const lerp = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;
const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** A heart: the classic implicit curve, scaled to `size` around (cx, cy). */
function inHeart(x: number, y: number, cx: number, cy: number, size: number): boolean {
  const u = (x - cx) / size;
  const v = -(y - cy) / size;
  return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
}

/**
 * The default share image (SPEC §1: 1200×630): a pastel gradient with soft bubbles, a white
 * card and the brand heart. Text is left to the page title, so no font is needed to draw it.
 */
export function defaultOgImage(): Buffer {
  return encodePng(OG_WIDTH, OG_HEIGHT, (x, y) => {
    if (inHeart(x, y, 600, 300, 120)) return BRAND;
    if (inCircle(x, y, 600, 300, 205)) return WHITE;
    if (inCircle(x, y, 600, 300, 215)) return lerp(BRAND, WHITE, 0.6);
    if (inCircle(x, y, 150, 120, 90) || inCircle(x, y, 1060, 520, 130)) return lerp(TEAL, WHITE, 0.35);
    if (inCircle(x, y, 1020, 110, 60) || inCircle(x, y, 220, 540, 70)) return lerp(BRAND, WHITE, 0.7);
    return lerp(PINK, PEACH, (x + y) / (OG_WIDTH + OG_HEIGHT));
  });
}

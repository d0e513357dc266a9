import type { Shape } from '../../db/seed/taxonomy';

/**
 * Simple product silhouettes drawn around (300, 250) on a 600×600 canvas; `fill` is the body
 * colour and `ink` the outline, so each category reads at a glance on a pastel card.
 */
export function drawShape(shape: Shape, fill: string, ink: string): string {
  const s = `fill="${fill}" stroke="${ink}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`;
  switch (shape) {
    case 'shirt':
      return `<path ${s} d="M220 150 L170 175 L130 240 L185 265 L200 240 L200 370 L400 370 L400 240 L415 265 L470 240 L430 175 L380 150 Q300 200 220 150 Z"/>`;
    case 'bottle':
      return `<rect ${s} x="235" y="190" width="130" height="190" rx="40"/><rect ${s} x="250" y="160" width="100" height="36" rx="10"/><path ${s} d="M275 160 Q280 110 300 105 Q320 110 325 160 Z"/><path fill="none" stroke="${ink}" stroke-width="6" d="M250 260 H290 M250 300 H290 M250 340 H290"/>`;
    case 'moon':
      return `<path ${s} d="M350 130 A130 130 0 1 0 400 330 A105 105 0 1 1 350 130 Z"/><circle fill="${ink}" cx="420" cy="160" r="8"/><circle fill="${ink}" cx="450" cy="220" r="5"/>`;
    case 'stroller':
      return `<path ${s} d="M180 230 A120 120 0 0 1 300 120 L300 230 Z"/><path ${s} d="M180 230 H420 Q410 320 300 320 Q190 320 180 230 Z"/><path fill="none" stroke="${ink}" stroke-width="8" d="M420 230 L460 170"/><circle ${s} cx="220" cy="360" r="28"/><circle ${s} cx="380" cy="360" r="28"/>`;
    case 'block':
      return `<rect ${s} x="170" y="250" width="120" height="120" rx="14"/><rect ${s} x="310" y="250" width="120" height="120" rx="14"/><rect ${s} x="240" y="130" width="120" height="120" rx="14"/>`;
    case 'drop':
      return `<path ${s} d="M300 110 Q390 230 390 290 A90 90 0 0 1 210 290 Q210 230 300 110 Z"/><path fill="none" stroke="${ink}" stroke-width="6" d="M255 300 Q260 330 290 340"/>`;
    case 'flower':
      return `${[0, 72, 144, 216, 288].map((a) => `<ellipse ${s} cx="300" cy="185" rx="50" ry="75" transform="rotate(${a} 300 260)"/>`).join('')}<circle ${s} cx="300" cy="260" r="45"/>`;
    case 'heart':
      return `<path ${s} d="M300 370 L180 250 A70 70 0 0 1 300 160 A70 70 0 0 1 420 250 Z"/>`;
    case 'house':
      return `<path ${s} d="M170 250 L300 130 L430 250 L400 250 L400 380 L200 380 L200 250 Z"/><rect ${s} x="270" y="300" width="60" height="80" rx="8"/>`;
    case 'book':
      return `<path ${s} d="M300 170 Q240 140 160 150 L160 360 Q240 350 300 380 Z"/><path ${s} d="M300 170 Q360 140 440 150 L440 360 Q360 350 300 380 Z"/>`;
    case 'star':
      return `<path ${s} d="M300 120 L335 215 L435 218 L356 280 L385 378 L300 320 L215 378 L244 280 L165 218 L265 215 Z"/>`;
    case 'sock':
      return `<path ${s} d="M250 120 H350 V270 L420 320 Q450 350 420 380 L330 380 Q250 380 250 300 Z"/><path fill="none" stroke="${ink}" stroke-width="6" d="M250 160 H350"/>`;
  }
}

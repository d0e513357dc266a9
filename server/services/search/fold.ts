import * as OpenCC from 'opencc-js';

const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });

/**
 * Variants the converter writes differently from how our catalog spells them (湿 becomes 溼 while
 * the shop writes 濕); folded on both sides so either spelling finds the other.
 */
const VARIANTS: Record<string, string> = { 溼: '濕', 臺: '台', 裏: '裡', 牀: '床', 爲: '為', 着: '著', 綫: '線', 衞: '衛', 峯: '峰' };
const VARIANT_RE = new RegExp(`[${Object.keys(VARIANTS).join('')}]`, 'g');

/**
 * One spelling for matching: full-width to half-width (NFKC), lower case, Simplified to Taiwan
 * Traditional (opencc-js), then our variants. Keeps the length of CJK text, so match ranges found in
 * the folded text apply to the original.
 */
export function foldText(text: string): string {
  return toTaiwan(text.normalize('NFKC').toLowerCase()).replace(VARIANT_RE, (c) => VARIANTS[c]);
}

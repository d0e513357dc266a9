import { pinyin } from 'pinyin-pro';

/**
 * How CJK text sounds, for forgiving typos that sound right (紙尿庫 → 紙尿褲, 奶平 → 奶瓶): the
 * toneless pinyin of each character (pinyin-pro, which reads a character in its word's context),
 * and a looser key that also joins the sounds Taiwanese speakers commonly mix up.
 */
export function syllablesOf(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', v: true });
}

/**
 * One syllable's near-homophone key: zh/ch/sh as z/c/s, n as l at the start, -ng as -n
 * (奶 nai ~ 來 lai, 瓶 ping ~ 品 pin, 是 shi ~ 四 si).
 */
export function nearSyllable(syllable: string): string {
  return syllable.replace(/^([zcs])h/, '$1').replace(/^n(?=[aeiouv])/, 'l').replace(/ng$/, 'n');
}

const MAX_CACHED = 100_000;
const keys = new Map<string, string>();

/** The key a word is looked up by: its near-homophone syllables, space-separated (cached: the index repeats words). */
export function readingKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    key = syllablesOf(word).map(nearSyllable).join(' ');
    if (keys.size >= MAX_CACHED) keys.clear();
    keys.set(word, key);
  }
  return key;
}

const HAN_BIGRAM = /^\p{Script=Han}{2}$/u;

/** Whether an index term is a CJK bigram: the terms that carry a reading. */
export const isHanBigram = (term: string): boolean => HAN_BIGRAM.test(term);

import { foldText } from './fold';
import type { QueryToken } from './query';

export type Range = [start: number, end: number];

function occurrences(text: string, word: string): Range[] {
  const found: Range[] = [];
  for (let at = text.indexOf(word); word && at >= 0; at = text.indexOf(word, at + word.length)) found.push([at, at + word.length]);
  return found;
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * Where the query's words (or their synonyms, or the terms of a word split in the title) occur in
 * `text`, as [start, end) ranges of the original string for the page to mark.
 */
export function highlightRanges(text: string, tokens: readonly QueryToken[]): Range[] {
  const folded = foldText(text);
  // Folding keeps CJK and Latin lengths; a title it reshapes (ligatures, ㎏) is shown unmarked.
  if (folded.length !== text.length) return [];
  const ranges: Range[] = [];
  for (const token of tokens) {
    for (const alt of token.alternatives) {
      const whole = occurrences(folded, alt.word);
      if (whole.length) ranges.push(...whole);
      else if (alt.terms.every((t) => folded.includes(t))) for (const term of alt.terms) ranges.push(...occurrences(folded, term));
    }
  }
  return merge(ranges);
}

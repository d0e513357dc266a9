import { foldText } from './fold';
import { fieldTerms, runsOf } from './terms';
import { closeWords } from './typo';

/** What the query understanding needs to know of the shop (see `lexicon.ts`). */
export interface QueryLexicon {
  /** folded word → every folded word of its synonym group (itself included). */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** Latin words of the brand names, folded. */
  brandWords: readonly string[];
}

/** One word of the query: it matches when any of its alternatives has all of its terms. */
export interface QueryToken { word: string; alternatives: { word: string; terms: string[] }[] }

const segmenter = new Intl.Segmenter('zh-TW', { granularity: 'word' });

/**
 * Dictionary words of a CJK run. A lone character joins the next word (防|脹氣 → 防脹氣), or the last
 * one; lone characters in a row are a word of their own (夜|用|尿布 → 夜用, 尿布).
 */
function cjkWords(run: string): string[] {
  const words: string[] = [];
  let pending = '';
  for (const { segment } of segmenter.segment(run)) {
    if ([...segment].length === 1) pending += segment;
    else {
      if (pending.length > 1) words.push(pending, segment);
      else words.push(pending + segment);
      pending = '';
    }
  }
  if (pending.length > 1 || words.length === 0) words.push(pending);
  else if (pending) words[words.length - 1] += pending;
  return words.filter(Boolean);
}

function tokenFor(word: string, latin: boolean, lexicon: QueryLexicon, prefix: boolean): QueryToken {
  const words = new Set(lexicon.synonyms.get(word) ?? [word]);
  if (latin) {
    for (const close of closeWords(word, lexicon.brandWords)) words.add(close);
    if (prefix && word.length >= 2) for (const known of lexicon.brandWords) if (known.startsWith(word)) words.add(known);
  }
  return { word, alternatives: [...words].map((w) => ({ word: w, terms: fieldTerms(w, false) })).filter((a) => a.terms.length > 0) };
}

/**
 * The query as tokens, all of which must match (SPEC §2.1 search). Folded to Taiwan Traditional, a
 * whole query or word that is in a synonym group stands for the group; CJK runs are cut into
 * dictionary words; Latin words also match brand names a typo or two away, and with `prefix` (typing
 * in progress) brand names they begin.
 */
export function parseQuery(raw: string, lexicon: QueryLexicon, options: { prefix?: boolean } = {}): QueryToken[] {
  const folded = foldText(raw).trim();
  const compact = folded.replace(/\s+/g, '');
  if (lexicon.synonyms.has(compact)) return [tokenFor(compact, false, lexicon, false)];
  const runs = runsOf(folded);
  const tokens: QueryToken[] = [];
  runs.forEach((run, i) => {
    const last = i === runs.length - 1 && Boolean(options.prefix);
    if (!run.han) tokens.push(tokenFor(run.text, true, lexicon, last));
    else if (lexicon.synonyms.has(run.text)) tokens.push(tokenFor(run.text, false, lexicon, false));
    else for (const word of cjkWords(run.text)) tokens.push(tokenFor(word, false, lexicon, false));
  });
  return tokens.filter((t) => t.alternatives.length > 0);
}

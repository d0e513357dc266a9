/**
 * The terms of the search index (SPEC §2.1 search): CJK text as character bigrams (so a part of a
 * word matches) plus single characters for short fields, Latin words and numbers whole. Text is
 * folded first (`foldText`), so these work on one spelling.
 */
const RUN_RE = /\p{Script=Han}+|[a-z0-9]+(?:[.'][a-z0-9]+)*/gu;
const HAN_RE = /^\p{Script=Han}/u;

export interface Run { text: string; han: boolean; start: number }

/** The CJK and Latin/number runs of folded text; punctuation and spaces split them. */
export function runsOf(folded: string): Run[] {
  return [...folded.matchAll(RUN_RE)].map((m) => ({ text: m[0], han: HAN_RE.test(m[0]), start: m.index }));
}

/** Bigrams of a CJK word; a single character stands for itself. */
export function bigrams(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/** The terms one folded field adds to the index; `unigrams` for names and titles (a one-character query). */
export function fieldTerms(folded: string, unigrams: boolean): string[] {
  const terms: string[] = [];
  for (const run of runsOf(folded)) {
    if (!run.han) {
      if (run.text.length <= 32) terms.push(run.text);
      continue;
    }
    terms.push(...bigrams(run.text));
    if (unigrams && run.text.length > 1) terms.push(...run.text);
  }
  return terms;
}

/** Field weights: a word in the title counts most, then brand and category names, product names, the description. */
export const WEIGHTS = { title: 10, brand: 8, category: 6, product: 4, description: 1 } as const;

export interface IndexedFields { title: string; brand: string; categories: string[]; products: string[]; description: string }

/** term → weight (the highest field it occurs in) for one group-buy. */
export function documentTerms(fields: IndexedFields, fold: (s: string) => string): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (text: string, weight: number, unigrams: boolean) => {
    for (const term of fieldTerms(fold(text), unigrams)) if ((terms.get(term) ?? 0) < weight) terms.set(term, weight);
  };
  add(fields.title, WEIGHTS.title, true);
  add(fields.brand, WEIGHTS.brand, true);
  for (const name of fields.categories) add(name, WEIGHTS.category, true);
  for (const name of fields.products) add(name, WEIGHTS.product, false);
  add(fields.description, WEIGHTS.description, false);
  return terms;
}

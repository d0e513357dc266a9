import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countTermDocs, listTermsByReading } from '../../db/repositories/search/readings';
import { correctRun, type Candidate } from './correction';
import { foldText } from './fold';
import { readingKey } from './reading';
import { bigrams, runsOf, type Run } from './terms';

/** CJK runs worth correcting: one character alone reads like too many others. */
const correctable = (folded: string): Run[] => runsOf(folded).filter((r) => r.han && [...r.text].length >= 2);

/** Each reading → the index bigrams with it and how many group-buys hold each. */
async function candidatesByReading(db: Kysely<Database>, readings: string[]): Promise<Map<string, Candidate[]>> {
  const rows = await listTermsByReading(db, readings);
  const terms = [...new Set(rows.map((r) => r.term))];
  const docs = new Map((terms.length ? await countTermDocs(db, terms) : []).map((r) => [r.term, Number(r.docs)]));
  const byReading = new Map<string, Candidate[]>();
  for (const row of rows) {
    const count = docs.get(row.term) ?? 0;
    if (count > 0) byReading.set(row.reading, [...(byReading.get(row.reading) ?? []), { term: row.term, docs: count }]);
  }
  return byReading;
}

/**
 * The query as the index spells what it sounds like (紙尿庫 → 紙尿褲): each CJK run rewritten from the
 * index bigrams that read like its own (`correction.ts`). Null when nothing changes.
 */
export async function correctedQuery(db: Kysely<Database>, raw: string): Promise<string | null> {
  const folded = foldText(raw).trim();
  const runs = correctable(folded);
  if (runs.length === 0) return null;
  const readings = [...new Set(runs.flatMap((r) => bigrams(r.text).map(readingKey)))];
  const byReading = await candidatesByReading(db, readings);
  const chars = [...folded];
  for (const run of runs) {
    const spelled = correctRun(run.text, bigrams(run.text).map((b) => byReading.get(readingKey(b)) ?? []));
    // run.start counts UTF-16 units; a rare character outside the BMP is two of them but one of `chars`.
    if (spelled) chars.splice([...folded.slice(0, run.start)].length, [...run.text].length, ...spelled);
  }
  const corrected = chars.join('');
  return corrected === folded ? null : corrected;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** How many typos a Latin word of this length may carry: none under 4 letters, 2 from 8 letters. */
export const typoBudget = (word: string): number => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** Known Latin words (brand names) within the typo budget of `word`, closest first. */
export function closeWords(word: string, known: readonly string[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0 || known.includes(word)) return [];
  return known
    .map((k) => ({ k, d: editDistance(word, k, budget) }))
    .filter((x) => x.d <= budget)
    .sort((x, y) => x.d - y.d)
    .map((x) => x.k);
}

/**
 * How many cards each home block shows (SPEC §2.1 "home" lists the blocks, not their sizes). Two full
 * rows on a wide screen for the lists a parent comes back for (newest, hot), one row for the rest, each
 * with 「看更多」 to the whole list. The page carries only these cards, in its markup and its data.
 */
export const HOME_CARDS = { newest: 10, hot: 10, section: 5, featured: 5 } as const;

/**
 * The list with only its first `count` cards (all of them without a count). A list that says whether
 * more follow (`hasMore`) says so when cards were cut.
 */
export function firstCards<List extends { cards: readonly unknown[]; hasMore?: boolean }>(list: List, count: number | undefined): List {
  if (count === undefined || list.cards.length <= count) return list;
  return { ...list, cards: list.cards.slice(0, count), ...('hasMore' in list ? { hasMore: true } : {}) };
}

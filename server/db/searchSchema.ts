/** Tables of migration 0017_search: the search index and the synonym groups a product owner edits (SPEC §2.1 search). */
export interface SearchTermsTable {
  /** A folded term: a CJK bigram or single character, or a Latin word or number (server/services/search/terms.ts). */
  term: string;
  group_buy_id: number;
  /** The highest field weight the term occurs in: title 10, brand 8, category 6, product 4, description 1. */
  weight: number;
}

/** Words that mean the same to a shopper: a query for one also finds the others. */
export interface SearchSynonymsTable {
  /** Rows with the same group_id form a group; the lowest sort_order is the group's name in suggestions. */
  group_id: number;
  term: string;
  sort_order: number;
}

/**
 * Migration 0020: the one-word queries ranked when the index is written (the words of the synonym
 * groups and category names), so a search reads its page best-first (server/services/search/wordRanks.ts).
 */
export interface SearchWordRanksTable {
  /** The word and a fingerprint of what its ranking depends on (`wordKey`). */
  word_key: string;
  /** Token score plus category and brand boosts, as a search scores it. */
  score: number;
  /** group_buys.hot_score, the tie-breaker after clicks. */
  hot: number;
  /** An open group-buy the word matches. */
  group_buy_id: number;
}

/** The words `search_word_ranks` holds, with how many open group-buys each matches. */
export interface SearchRankedWordsTable {
  word_key: string;
  total: number;
}

/** Migration 0050: the reading (`services/search/reading.ts` `readingKey`) of each CJK bigram of the index. */
export interface SearchReadingsTable {
  reading: string;
  term: string;
}

export interface SearchTables {
  search_terms: SearchTermsTable;
  search_readings: SearchReadingsTable;
  search_synonyms: SearchSynonymsTable;
  search_word_ranks: SearchWordRanksTable;
  search_ranked_words: SearchRankedWordsTable;
}

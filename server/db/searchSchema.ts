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

export interface SearchTables {
  search_terms: SearchTermsTable;
  search_synonyms: SearchSynonymsTable;
}

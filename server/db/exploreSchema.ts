/** Tables of migration 0007_explore (articles, shopping guides and the group-buys they link to). */
export interface ArticlesTable {
  id: number;
  topic: string;
  title: string;
  summary: string;
  author: string;
  /** JSON text: ArticleSection[] */
  sections: string;
  /** JSON text: string[] */
  tips: string;
  is_featured: number;
  published_at: number;
}

export interface GuidesTable {
  id: number;
  title: string;
  summary: string;
  intro: string;
  /** JSON text: { title, detail }[] */
  criteria: string;
  published_at: number;
}

/** kind 'article' or 'guide'; owner_id is the article or guide id. */
export interface ExploreItemsTable {
  kind: string;
  owner_id: number;
  group_buy_id: number;
  note: string;
  sort_order: number;
}

export interface ExploreTables {
  articles: ArticlesTable;
  guides: GuidesTable;
  explore_items: ExploreItemsTable;
}

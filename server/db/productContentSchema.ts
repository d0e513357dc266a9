/** Product content (issue 13, migration 0018): the page text, the 規格 table and the shipping terms of a group-buy. */
export interface GroupBuyContentsTable {
  group_buy_id: number;
  /** The description's paragraphs, a JSON array of strings. */
  paragraphs: string;
  /** diaper | clothing | shoes | maternity | bottle; null when the goods have no sizes to guide. */
  size_guide: string | null;
  /** stock (ships days after payment) | after_close (ships days after the deal closes). */
  dispatch_kind: string;
  dispatch_days: number;
}

export interface ProductSpecsTable {
  product_id: number;
  position: number;
  label: string;
  value: string;
}

export interface ProductContentTables {
  group_buy_contents: GroupBuyContentsTable;
  product_specs: ProductSpecsTable;
}

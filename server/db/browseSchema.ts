/** Browse tables (migration 0003_browse): age tags for the filters and the branch sections. */
export interface GroupBuyAgesTable {
  group_buy_id: number;
  /** One of AGE_VALUES (contract/mall.ts). */
  age: string;
}

/** A titled strip of group-buys on a branch page; branch_id null = a home-page section. */
export interface BranchSectionsTable {
  id: number;
  branch_id: number | null;
  title: string;
  /** Where 「看更多」 leads. */
  more_path: string;
  sort_order: number;
}

export interface BranchSectionItemsTable {
  section_id: number;
  group_buy_id: number;
  sort_order: number;
}

export interface BrowseTables {
  group_buy_ages: GroupBuyAgesTable;
  branch_sections: BranchSectionsTable;
  branch_section_items: BranchSectionItemsTable;
}

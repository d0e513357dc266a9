import type { Generated } from 'kysely';

/** Table of migration 0041_lineMemberBindings. Times in epoch ms. */
export interface LineMemberBindingsTable {
  id: Generated<number>;
  member_id: number;
  /** The messaging app's member record, as its rich-menu link carries it (`?cdp_unit_id=`). */
  cdp_unit_id: string;
  bound_at: number;
}

export interface LineBindingTables {
  line_member_bindings: LineMemberBindingsTable;
}

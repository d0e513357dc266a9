/** Tables of migration 0016_profileBadges: when a member last saw each kind (SPEC §7). Times in epoch ms. */
export interface ProfileBadgeViewsTable {
  member_id: number;
  type: string;
  seen_at: number;
  seen_count: number;
}

export interface ProfileBadgeTables {
  profile_badge_views: ProfileBadgeViewsTable;
}

/** Tables of migration 0016_profileBadges: Profile badges: the red-dot status per member and type (SPEC §7). Times in epoch ms. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProfileBadgeTables {}

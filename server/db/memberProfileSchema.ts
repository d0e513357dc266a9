/** Tables of migration 0012_memberProfile: Profile, babies, reviews by members and account deletion (member area). Times in epoch ms. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemberProfileTables {}

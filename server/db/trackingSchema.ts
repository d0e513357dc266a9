/** Tables of migration 0015_tracking: Tracking: analytics and server-side events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). Times in epoch ms. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TrackingTables {}

/** Tables of migration 0014_notifications: Notifications: mission and bubble notifications with read state per member (SPEC §4.2, §7). Times in epoch ms. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NotificationTables {}

import type { Generated } from 'kysely';

/** Tables of migration 0014_notifications (SPEC §4.2, §7). Times in epoch ms; timer and delay in seconds. */
export interface MissionsTable {
  id: Generated<number>;
  page_type: string;
  audience: string;
  title: string;
  message: string;
  link: string;
  style: string;
  timer: number | null;
  delay: number;
  starts_at: number;
  ends_at: number | null;
}

export interface MissionReadsTable {
  member_id: number;
  mission_id: number;
  served_at: number;
  read_at: number | null;
}

export interface BubbleNotificationsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  title: string;
  message: string;
  link_path: string;
  style: string;
  timer: number | null;
  created_at: number;
  read_at: number | null;
}

export interface NotificationTables {
  missions: MissionsTable;
  mission_reads: MissionReadsTable;
  bubble_notifications: BubbleNotificationsTable;
}

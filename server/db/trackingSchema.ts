import type { Generated } from 'kysely';

/** Tables of migration 0015_tracking: Tracking: analytics and server-side events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). Times in epoch ms. */
export interface TrackingTables {
  analytics_events: AnalyticsEventsTable;
  tracking_quotas: TrackingQuotasTable;
  search_events: SearchEventsTable;
  error_reports: ErrorReportsTable;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  /** The anonymous id, or `member:N` for server events with no visitor cookie (payment callbacks). */
  visitor_id: string;
  member_id: number | null;
  name: string;
  path: string;
  /** JSON object of scalar props. */
  props: string;
  /** utm_campaign of the visitor's campaign cookie when the event arrived. */
  campaign: string | null;
  source: 'client' | 'server';
  /** When it happened on the visitor's clock (client) or ours (server). */
  at: number;
  /** Receive day in Taipei (YYYY-MM-DD): what the funnel groups by. */
  day: string;
  created_at: number;
}

/** Counters behind the collector's bounds: `subject` is `v:<visitor>` or `ip:<address>`, `bucket` a day or minute window. */
export interface TrackingQuotasTable {
  subject: string;
  bucket: string;
  used: number;
  dropped: number;
  expires_at: number;
}

export interface SearchEventsTable {
  id: Generated<number>;
  kind: 'click' | 'convert';
  query_id: string;
  search_index: string;
  object_id: string;
  event: string;
  position: number | null;
  visitor_id: string;
  member_id: number | null;
  created_at: number;
}

/** One row per distinct message+stack (SHA-256 digest), counted. */
export interface ErrorReportsTable {
  id: Generated<number>;
  digest: string;
  message: string;
  stack: string;
  path: string;
  context: string;
  count: number;
  first_seen_at: number;
  last_seen_at: number;
}

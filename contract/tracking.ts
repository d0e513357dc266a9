import { z } from 'zod/mini';
import { ANONYMOUS_ID_PATTERN } from './trackingIds';
import { intBetween } from './requestParts';

/** The analytics events the collector accepts (SPEC §7 analytics events, §4.7, the funnel of `npm run report`). */
export const EVENT_NAMES = [
  'page_view', 'product_view', 'add_to_cart', 'checkout_start', 'order_paid', 'campaign_set', 'tab_click',
  'coupon_popup_viewed', 'coupon_popup_closed', 'coupon_popup_clicked', 'customer_service_click', 'search_click', 'search_convert',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Batch, size, per-visitor and per-address bounds of the collector: extra events are dropped (202) and counted. */
export const TrackingLimits = {
  BATCH_MAX: 50,
  /** A POST /v1/events body; a bigger one is refused with 413 before it is parsed. */
  BATCH_MAX_BYTES: 64 * 1024,
  /** A search click or conversion body (413 beyond): every field is short. */
  SEARCH_MAX_BYTES: 4 * 1024,
  /** An error report body (413 beyond): the message, a 4,000-character stack and a small context. */
  ERROR_REPORT_MAX_BYTES: 16 * 1024,
  /** One event's properties as JSON (UTF-8 bytes). */
  PROPS_MAX_BYTES: 2048,
  PER_VISITOR_PER_DAY: 500,
  PER_VISITOR_PER_MINUTE: 100,
  /**
   * Rotating anonymous ids does not get round these: they are checked first, for any claimed id
   * (an IPv6 client counts by its /64). One address gets ten visitors' worth a day, three a minute.
   */
  PER_ADDRESS_PER_DAY: 5000,
  PER_ADDRESS_PER_MINUTE: 300,
  ERROR_REPORTS_PER_VISITOR_PER_HOUR: 20,
  ERROR_REPORTS_PER_ADDRESS_PER_HOUR: 60,
} as const;

export { ANONYMOUS_ID } from './trackingIds';
export const AnonymousId = z.string().check(z.regex(ANONYMOUS_ID_PATTERN));

const utf8 = new TextEncoder();
const utf8Bytes = (text: string): number => utf8.encode(text).length;

const Prop = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]);
/** Up to 20 scalar properties with short keys. */
const Props = z.record(z.string().check(z.maxLength(40)), Prop).check(z.refine((p) => Object.keys(p).length <= 20, '最多 20 個屬性'));
const upTo = (max: number) => z.string().check(z.maxLength(max));

export const TrackedEvent = z.object({
  name: z.enum(EVENT_NAMES),
  /** Epoch ms on the visitor's clock; the server keeps its own receive time too. */
  at: intBetween(0, 8_640_000_000_000_000),
  path: z._default(upTo(300), ''),
  props: z._default(Props.check(z.refine((p) => utf8Bytes(JSON.stringify(p)) <= TrackingLimits.PROPS_MAX_BYTES, '事件屬性過大，最多 2 KB')), {}),
});
export type TrackedEvent = z.infer<typeof TrackedEvent>;

/** POST /v1/events: a batch of up to 50 events. */
export const EventsRequest = z.object({ events: z.array(TrackedEvent).check(z.minLength(1), z.maxLength(TrackingLimits.BATCH_MAX)) });
export type EventsRequest = z.infer<typeof EventsRequest>;

/** 202 body: how many of the batch were kept and how many were dropped by the per-visitor bound. */
export const EventsAccepted = z.object({ accepted: z.int(), dropped: z.int() });

const nonEmpty = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** POST /search/v1/click-after-search (SPEC §5, §7): every field non-empty; position is 1-based. */
export const SearchClickRequest = z.object({
  query_id: nonEmpty(64), index: nonEmpty(64), object_id: nonEmpty(64), event: nonEmpty(64),
  position: intBetween(1, 10_000),
});
export type SearchClickRequest = z.infer<typeof SearchClickRequest>;

/** POST /search/v1/convert-after-search (SPEC §5, §7). */
export const SearchConvertRequest = z.object({ query_id: nonEmpty(64), index: nonEmpty(64), object_id: nonEmpty(64), event: nonEmpty(64) });
export type SearchConvertRequest = z.infer<typeof SearchConvertRequest>;

/** POST /v1/error-reports (SPEC §8): what the client's ErrorReporter saw. */
export const ErrorReportRequest = z.object({
  message: nonEmpty(500),
  stack: z._default(upTo(4000), ''),
  path: z._default(upTo(300), ''),
  context: z._default(Props, {}),
});
export type ErrorReportRequest = z.infer<typeof ErrorReportRequest>;

/** What an error report became: stored, or counted on one already stored. */
export const ErrorReportResult = z.object({ result: z.enum(['stored', 'counted']) });

/** The demo's event log (rows of analytics_events). */
export const RecentEvents = z.array(z.object({
  id: z.int(), visitor_id: z.string(), member_id: z.nullable(z.int()), name: z.string(), path: z.string(), props: z.unknown(),
  campaign: z.nullable(z.string()), source: z.enum(['client', 'server']), at: z.number(), day: z.string(), created_at: z.number(),
}));

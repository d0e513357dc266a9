/** SPEC §3 search tracking fields, as the §7 calls send them. */
export interface SearchClick {
  query_id: string;
  object_id: string;
  index: string;
  event: string;
  position: number;
}

export interface SearchConversion {
  query_id: string;
  object_id: string;
  index: string;
  event: string;
}

/** What a page knows when a result is clicked or converted; anything may be missing. */
export interface SearchTrackingInput {
  queryId?: string | null;
  objectId?: string | number | null;
  index?: string | null;
  event?: string | null;
  position?: number | null;
}

const MAX = 64;
const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX ? value : null;
};

/** SPEC §5: a click needs non-empty query_id, object_id, index, event and position; otherwise no tracking params. */
export function clickParams(input: SearchTrackingInput): SearchClick | null {
  const [query_id, object_id, index, event] = [text(input.queryId), text(input.objectId), text(input.index), text(input.event)];
  const position = typeof input.position === 'number' && Number.isInteger(input.position) && input.position >= 1 ? input.position : null;
  if (query_id === null || object_id === null || index === null || event === null || position === null) return null;
  return { query_id, object_id, index, event, position };
}

/** SPEC §5: a conversion needs query_id, object_id and index (event defaults to the conversion's kind). */
export function conversionParams(input: SearchTrackingInput, defaultEvent = 'add_to_cart'): SearchConversion | null {
  const [query_id, object_id, index] = [text(input.queryId), text(input.objectId), text(input.index)];
  const event = text(input.event ?? defaultEvent);
  if (query_id === null || object_id === null || index === null || event === null) return null;
  return { query_id, object_id, index, event };
}

/** The schema check before sending (SPEC §5): exactly the fields, each a bounded non-empty string (position a positive integer). */
export function passesSchema(payload: object): boolean {
  const entries = Object.entries(payload);
  const allowed = new Set(['query_id', 'object_id', 'index', 'event', 'position']);
  return entries.length >= 4 && entries.every(([key, value]) => allowed.has(key) && (key === 'position' ? Number.isInteger(value) && (value as number) >= 1 : text(value) === value && typeof value === 'string'));
}

import fc from 'fast-check';

export interface RouteShape {
  method: string;
  url: string;
  /** Bodies and queries that fit the route's documented request schemas (from /openapi.json), when it has them. */
  documented?: { body?: fc.Arbitrary<unknown>; query?: fc.Arbitrary<Record<string, unknown>> };
  /** Every method registered for this route's path. */
  others?: string[];
}

/** Values a careless or hostile client sends where an id, a word or a number is expected. */
const nasty = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom('0', '-1', '1e309', 'NaN', 'null', 'undefined', '%00', '%zz', '..', '../../etc/passwd', '<script>', "' or 1=1 --", '😀', '　', ''),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const pathFor = (url: string) => fc.tuple(...url.split('/').map((part) => (part.startsWith(':') || part === '*' ? nasty.map(encodeURIComponent) : fc.constant(part))))
  .map((parts) => parts.join('/') || '/');

const query = fc.dictionary(fc.constantFrom('page', 'query', 'sort', 'category', 'tag', 'type', 'age', 'mall', 'branch', 'token', 'x'), nasty, { maxKeys: 4 })
  .map((entries) => new URLSearchParams(entries).toString());

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('email', 'password', 'nickname', 'item_id', 'number', 'refresh_token', 'title', 'body', 'category_id', 'tag_ids', 'provider', 'state', 'code', 'ticket', 'items', 'reason', 'target_type', 'target_id'),
    fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }))),
);

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Sent with a method the path does not have: 405, and Allow names the route's own method. */
  wrongMethod?: { allowed: string };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The route's path with plain ids, called with a method registered for none of its routes (about one request in twenty). */
const wrongMethodOf = (route: RouteShape): fc.Arbitrary<FuzzRequest> | null => {
  const wrong = METHODS.filter((m) => !(route.others ?? [route.method]).includes(m));
  if (wrong.length === 0) return null;
  const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1');
  return fc.record({ method: fc.constantFrom(...wrong), platform: fc.constantFrom('desktop', undefined), payload: fc.constantFrom(undefined, '', '{}', 'x') })
    .map(({ method, platform, payload }) => ({
      method, url, payload: method === 'GET' ? undefined : payload, wrongMethod: { allowed: route.method },
      headers: Object.fromEntries(Object.entries({ platform, 'content-type': 'application/json' }).filter(([, v]) => v !== undefined)) as Record<string, string>,
    }));
};

/** A request to one of the app's own routes, with generated and mutated params, query, headers and body. */
export const fuzzRequest = (routes: RouteShape[], memberToken: string) => fc.constantFrom(...routes).chain((route) => {
  const wrong = wrongMethodOf(route);
  const request = wellFormed(route, memberToken);
  return wrong ? fc.oneof({ arbitrary: request, weight: 19 }, { arbitrary: wrong, weight: 1 }) : request;
});

const wellFormed = (route: RouteShape, memberToken: string): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    path: pathFor(route.url),
    query: route.documented?.query ? fc.oneof(query, route.documented.query.map((q) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString())) : query,
    platform: fc.constantFrom('desktop', 'desktop', 'ios.app', '', undefined),
    contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined),
    token: fc.constantFrom(undefined, 'not-a-token', '', memberToken, memberToken),
    body: fc.option((route.documented?.body ? fc.oneof(body, route.documented.body) : body).map((b) => JSON.stringify(b) ?? 'null'), { nil: undefined }),
    garbage: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
  }).map(({ path, query: q, platform, contentType, token, body: json, garbage }): FuzzRequest => ({
    method: route.method,
    url: q ? `${path}?${q}` : path,
    headers: Object.fromEntries(Object.entries({ platform, 'content-type': contentType, 'x-oauth-token': token }).filter(([, v]) => v !== undefined)) as Record<string, string>,
    payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : (garbage ?? json),
  }));

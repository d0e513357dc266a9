import type { z } from 'zod/mini';
import type { StaffRole } from './adminRoles';

/** Any zod 4 schema (zod/mini, the contract's dialect, or classic zod). */
export type Schema = z.core.$ZodType;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` anyone; `caller` anyone, a signed-in member gets more (the handler sees who);
 * `member` a signed-in member only (401 otherwise); `provider` an outside party's callback, signed in
 * its body, without the platform header a state change otherwise needs (CSRF); `staff` a signed-in
 * back-office staff member whose role is among the endpoint's `roles` (anyone else: 404, as if absent).
 */
export type Access = 'public' | 'caller' | 'member' | 'provider' | 'staff';

/** Failures an endpoint adds to those every endpoint of its kind can give (400, 408, 500, 503; 401 for members; 403, 413, 415 for state changes). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 422 | 429;

/**
 * One API endpoint, declared once: the Fastify route and its input parsing, the OpenAPI operation,
 * the typed client (browser and page server) and the in-process dispatch all read this.
 */
export interface Endpoint {
  method: Method;
  /** Fastify's path syntax: `/v3/shopping/groupbuy/:id`. */
  path: string;
  summary: string;
  access: Access;
  /** A `staff` endpoint's roles: only these may call it (checked on the server in runEndpoint). */
  roles?: readonly StaffRole[];
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Request headers beyond platform and x-oauth-token. */
  headers?: Readonly<Record<string, { schema: Schema; required: boolean; description: string }>>;
  /** The payload inside `{ data }`; absent for 204. */
  response?: Schema;
  /** The whole success body, for the few answers that carry more than `{ data }` (profile badges' `included`): the handler answers it whole, the client gets it whole. */
  envelope?: Schema;
  /** Success status(es); 200 unless given; 204 has no body. */
  status?: 200 | 201 | 202 | 204 | readonly (200 | 201 | 202)[];
  /** The endpoint's own failures (see ErrorStatus). */
  errors?: readonly ErrorStatus[];
  /** Registered in demo mode only. */
  demo?: boolean;
  /** The largest request body in bytes, where it is not the app's 1 MiB (a review's photo arrives base64 in its JSON). */
  bodyLimit?: number;
  /** A body that is not JSON: the route reads this type's text as the body (the back office's CSV import); the CSRF check takes it instead of JSON. */
  consumes?: 'text/csv';
  /** A success that is not `{ data }` JSON: the handler's data (a string) sent as this type (the back office's CSV export). */
  produces?: 'text/csv';
  /**
   * An account call (sign-up and sign-in, token refresh and renew, sign-out, social sign-in): it settles
   * the caller's token itself, so its failures belong to the use case that made it and the client never
   * wraps it in the AUTH_100023 recovery (a refused renewal would otherwise refresh and retry in a loop).
   */
  settlesToken?: boolean;
}

/** Declares an endpoint, keeping its literal types for the client's and the handler's inference. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

/** What a handler receives (parsed) and what a client sends (before parsing). */
export interface ParsedInput<E extends Endpoint> { params: Out<E['params']>; query: Out<E['query']>; body: Out<E['body']> }
export type WireInput<E extends Endpoint> =
  & (E['params'] extends Schema ? { params: In<E['params']> } : { params?: undefined })
  & (E['query'] extends Schema ? { query?: In<E['query']> } : { query?: undefined })
  & (E['body'] extends Schema ? { body: In<E['body']> } : { body?: undefined })
  & (E['headers'] extends Endpoint['headers'] & object ? { headers: { [K in keyof E['headers']]?: string } } : { headers?: undefined });
/** The `data` of a success (an `envelope` endpoint's whole body). */
export type DataOf<E extends Endpoint> = E['envelope'] extends Schema ? z.output<E['envelope']> : E['response'] extends Schema ? z.output<E['response']> : undefined;

/** The URL path of a call: each `:name` replaced by its (encoded) parameter. */
export function pathOf(e: Endpoint, params: Record<string, unknown> | undefined): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.method} ${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /v3/shopping/groupbuy/:id`: how routes, documents and registries name an endpoint. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/** A declared endpoint's call as its route sees it: decoded path parameters, the parsed query, the JSON body, lower-cased headers. */
export interface RouteCall {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Record<string, string>;
}

/** What a route sends back: the status, the JSON body ('' for 204) and the headers (Set-Cookie lines among them). */
export interface RouteAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[]>;
}

/**
 * The page server's way to a declared endpoint without HTTP: runs the endpoint's handler in this process
 * and answers as its route would; null for an endpoint the server did not register (demo-only, off).
 */
export type EndpointDispatch = (endpoint: Endpoint, call: RouteCall) => Promise<RouteAnswer | null>;

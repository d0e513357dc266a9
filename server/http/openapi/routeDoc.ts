import type { z } from 'zod';
import type { StaffRole } from '../../../contract/adminRoles';

/** Any zod schema, full zod (requests) or zod/mini (responses). */
export type AnySchema = z.core.$ZodType;

/** Failures a route adds to the ones every route of its kind can give (400, 408, 500, 503; 401 for members; 403, 413, 415 for state changes). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 422 | 429;

/** What the OpenAPI document says about one route beyond its method and path (which come from Fastify). */
export interface RouteDoc {
  summary: string;
  /** Needs a signed-in member (x-oauth-token, the auth_token_data cookie or the sid cookie); 401 without. */
  member?: boolean;
  /** Answers a stranger too, and a signed-in member with more (identifyCaller). */
  caller?: boolean;
  /** A back-office route: only a signed-in staff member of these roles (the staff_sid cookie); anyone else 404. */
  staff?: readonly StaffRole[];
  params?: AnySchema;
  query?: AnySchema | readonly AnySchema[];
  body?: AnySchema;
  /** Request headers beyond platform and x-oauth-token. */
  headers?: Record<string, { schema: AnySchema; required: boolean; description: string }>;
  /** The payload inside `{ data }` (output shape). */
  response?: AnySchema;
  /** The whole success body, for the few answers that carry more than `{ data }`. */
  envelope?: AnySchema;
  /** Success status(es), sharing one body; 200 unless given. 204 has no body. */
  status?: 200 | 201 | 202 | 204 | 303 | readonly (200 | 201 | 202)[];
  /** The route's own failures (see ErrorStatus). */
  errors?: readonly ErrorStatus[];
  /** Demo mode only (not registered otherwise). */
  demo?: boolean;
  /** The route's own request body limit in bytes (its 413 says so); the app's 1 MiB otherwise. */
  bodyLimit?: number;
  /** A text body of this type instead of JSON; a success sent as this type instead of `{ data }`. */
  consumes?: string;
  produces?: string;
}

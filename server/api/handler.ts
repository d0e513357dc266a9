import type { CookieSerializeOptions } from '@fastify/cookie';
import type { DataOf, Endpoint, ParsedInput } from '../../contract/endpoint';
import type { Member } from '../db/schema';
import type { StaffMember } from '../services/admin/staffSessions';
import type { CallerRequest } from './authContext';
import type { HttpError } from './errors';
import type { FieldMessage } from './validation';

/** What a handler may read of the request: its headers, cookies and address (a Fastify request, or the page server's visitor). */
export interface EndpointRequest extends CallerRequest {
  ip: string;
  /** How the request reached the shop (cookies are Secure over HTTPS); the page server's own calls are `http`. */
  protocol: 'http' | 'https';
}

/** Who calls, as the endpoint's access resolved it: a `member` endpoint always has its member and sign-in, a `staff` one its staff member. */
export interface Caller<Signed extends boolean = boolean, Staff extends boolean = boolean> {
  member: Signed extends true ? Member : Member | null;
  /** The token family or session the member called with (登入裝置's 這個裝置); null for a stranger. */
  familyId: Signed extends true ? string : string | null;
  driver: 'token' | 'session' | 'none';
  /** The back office's signed-in staff member (staff endpoints only; never a member's credentials). */
  staff: Staff extends true ? StaffMember : StaffMember | null;
  request: EndpointRequest;
}

export type CallerOf<E extends Endpoint> = Caller<E['access'] extends 'member' ? true : boolean, E['access'] extends 'staff' ? true : boolean>;

export interface CookieToSet {
  name: string;
  /** null clears it. */
  value: string | null;
  /** As @fastify/cookie takes them (Secure is added under HTTPS by http/hygiene.ts). */
  options: Omit<CookieSerializeOptions, 'secure'> & { secure?: boolean };
}

/** A success: the data inside `{ data }`, and what else the answer carries. */
export interface Answer<T> {
  ok: true;
  data: T;
  /** When the endpoint answers more than one success status (200 for a replay, 201 for new). */
  status?: number;
  cookies?: readonly CookieToSet[];
  headers?: Readonly<Record<string, string>>;
}

/** A refusal the API answers (status, code, zh-TW message), and any cookies it sets all the same (a spent sign-in state is cleared). */
export interface Refusal { ok: false; error: HttpError; cookies?: readonly CookieToSet[] }

/** A handler's outcome: its data, or its refusal. */
export type Handled<T> = Answer<T> | Refusal;

export const ok = <T>(data: T, extra: Omit<Answer<T>, 'ok' | 'data'> = {}): Answer<T> => ({ ok: true, data, ...extra });
export const refuse = (error: HttpError, cookies?: readonly CookieToSet[]): Refusal => ({ ok: false, error, ...(cookies ? { cookies } : {}) });

/** One endpoint's behaviour: (caller, parsed input) → outcome. The Fastify route and the page server both call it. */
export type Handler<E extends Endpoint> = (caller: CallerOf<E>, input: ParsedInput<E>) => Promise<Handled<DataOf<E>>>;

export interface Handling<E extends Endpoint = Endpoint> {
  endpoint: E;
  handler: Handler<E>;
  /** zh-TW messages for fields whose problems say more than 此欄位格式不正確 (sign-up's e-mail, say). */
  messages?: Readonly<Record<string, FieldMessage>>;
}

/** Pairs an endpoint with its handler (the handler's caller and input types come from the declaration). */
export const handle = <E extends Endpoint>(endpoint: E, handler: Handler<E>, messages?: Handling<E>['messages']): Handling =>
  ({ endpoint, handler, messages }) as unknown as Handling;

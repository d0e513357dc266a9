import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Cookie } from '../../../contract/common';
import { ANONYMOUS_ID, AnonymousId } from '../../../contract/tracking';
import { addressKey } from './address';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Who sent an event: the anonymous id (header first — the native app — then the cookie), and the campaign of the visit. */
export interface Visitor {
  anonymousId: string | null;
  /** The caller's address as the per-address bounds count it (`addressKey` of `request.ip`). */
  address: string;
  campaign: string | null;
}

const valid = (value: unknown): string | null => (AnonymousId.safeParse(value).success ? (value as string) : null);

/** What a visitor is read from: a Fastify request, or a declared endpoint's request (EndpointRequest). */
export type VisitorRequest = Pick<FastifyRequest, 'headers' | 'cookies' | 'ip'>;

export function readVisitor(request: VisitorRequest): Visitor {
  const header = request.headers[ANONYMOUS_ID];
  const anonymousId = valid(Array.isArray(header) ? header[0] : header) ?? valid(request.cookies[ANONYMOUS_ID]);
  return { anonymousId, address: addressKey(request.ip), campaign: campaignOf(request.cookies[Cookie.UTM]) };
}

/** A fresh anonymous id, for a visitor who came without one. */
export const newAnonymousId = (): string => randomBytes(16).toString('base64url');

/** The anonymous id cookie: a year, readable by the page (it sends the id in the §7 header), Secure over HTTPS. */
export const anonymousIdCookieOptions = (protocol: string) =>
  ({ path: '/', httpOnly: false, sameSite: 'lax', secure: protocol === 'https', maxAge: ONE_YEAR }) as const;

/** The visitor's id, issuing a fresh anonymous id cookie when there is none (the first page's hook). */
export function ensureAnonymousId(request: FastifyRequest, reply: FastifyReply, visitor: Visitor): string {
  if (visitor.anonymousId) return visitor.anonymousId;
  const id = newAnonymousId();
  reply.setCookie(ANONYMOUS_ID, id, anonymousIdCookieOptions(request.protocol));
  // The rest of this request (a page render's own in-process calls) already counts under the new id.
  request.cookies[ANONYMOUS_ID] = id;
  request.headers.cookie = [request.headers.cookie, `${ANONYMOUS_ID}=${id}`].filter(Boolean).join('; ');
  return id;
}

function campaignOf(utm: string | undefined): string | null {
  if (!utm) return null;
  const campaign = new URLSearchParams(utm).get('utm_campaign');
  return campaign ? campaign.slice(0, 120) : null;
}

import type { Endpoint } from '../../contract/endpoint';
import type { AppContext } from '../context';
import { identifyCaller, signInRequired } from './authContext';
import { requireStaff } from './staffContext';
import { parseInput } from './validation';
import type { Caller, EndpointRequest, Handled, Handling } from './handler';

/** A request as both drivers present it: path parameters, query, body and who sends them. */
export interface EndpointCall extends EndpointRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

async function callerOf(ctx: AppContext, endpoint: Endpoint, request: EndpointRequest): Promise<Caller> {
  const { access } = endpoint;
  if (access === 'staff') return { member: null, familyId: null, driver: 'none', staff: await requireStaff(ctx, endpoint, request), request };
  if (access !== 'member' && access !== 'caller') return { member: null, familyId: null, driver: 'none', staff: null, request };
  const found = await identifyCaller(ctx, request);
  if (access === 'member' && !(found.member && found.familyId)) throw signInRequired(found.driver);
  return { member: found.member, familyId: found.familyId, driver: found.driver, staff: null, request };
}

const parsed = (schema: Endpoint['body'], value: unknown, messages: Handling['messages']) =>
  (schema ? parseInput(schema as never, value ?? {}, messages) : undefined) as never;

/**
 * Runs one declared endpoint: who calls (a member endpoint answers 401 first, a staff endpoint 404 to
 * anyone but a signed-in staff member of its roles), then its input parsed
 * with the declared schemas (400 with zh-TW field messages, nothing changed), then its handler.
 * A refusal the handler throws or returns is the same HttpError either way.
 */
export async function runEndpoint(ctx: AppContext, handling: Handling, call: EndpointCall): Promise<Handled<unknown>> {
  const { endpoint, handler, messages } = handling;
  const caller = await callerOf(ctx, endpoint, call);
  const input = {
    params: parsed(endpoint.params, call.params, messages),
    query: parsed(endpoint.query, call.query, messages),
    body: parsed(endpoint.body, call.body, messages),
  };
  return handler(caller as never, input);
}

/** The success status of an answer: its own, else the endpoint's first declared one. */
export const successStatus = (endpoint: Endpoint, status: number | undefined): number =>
  status ?? [endpoint.status ?? 200].flat()[0];

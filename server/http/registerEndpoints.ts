import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { endpointKey } from '../../contract/endpoint';
import type { AppContext } from '../context';
import type { Answer, Handling } from '../api/handler';
import { runEndpoint, successStatus } from '../api/runEndpoint';

/** The handlings an app registered, by `METHOD path`: the page server dispatches calls to them in process. */
export type EndpointTable = ReadonlyMap<string, Handling>;
const tables = new WeakMap<FastifyInstance, Map<string, Handling>>();

export const endpointTable = (app: FastifyInstance): EndpointTable => tables.get(app) ?? new Map();

function setCookies(reply: FastifyReply, cookies: Answer<unknown>['cookies']): void {
  for (const cookie of cookies ?? []) {
    if (cookie.value === null) reply.clearCookie(cookie.name, cookie.options);
    else reply.setCookie(cookie.name, cookie.value, cookie.options);
  }
}

function send(reply: FastifyReply, handling: Handling, answer: Answer<unknown>): FastifyReply {
  const { endpoint } = handling;
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  setCookies(reply, answer.cookies);
  const status = successStatus(endpoint, answer.status);
  if (endpoint.produces) return reply.code(status).type(`${endpoint.produces}; charset=utf-8`).send(answer.data);
  return status === 204 ? reply.code(204).send() : reply.code(status).send(endpoint.envelope ? answer.data : { data: answer.data });
}

/**
 * Registers each declared endpoint as a Fastify route over its handler (demo-only ones only in demo
 * mode). The route reads the request into the shape runEndpoint takes; a refusal goes to the error
 * handler like any HttpError.
 */
export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlings: readonly Handling[]): void {
  const table = tables.get(app) ?? new Map<string, Handling>();
  tables.set(app, table);
  for (const handling of handlings) {
    const { endpoint } = handling;
    if (endpoint.demo && !ctx.config.demoMode) continue;
    table.set(endpointKey(endpoint), handling);
    const route = {
      method: endpoint.method,
      url: endpoint.path,
      config: endpoint.access === 'provider' ? { csrf: 'provider-callback' as const } : endpoint.consumes ? { csrf: 'text-body' as const } : {},
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        // What a member reads is hers alone: no shared cache keeps it, nor a refusal of it.
        if (endpoint.access === 'member' || endpoint.access === 'staff') reply.header('cache-control', 'no-store');
        const outcome = await runEndpoint(ctx, handling, {
          headers: request.headers, cookies: request.cookies, ip: request.ip, protocol: request.protocol, params: request.params, query: request.query, body: request.body,
        });
        if (!outcome.ok) {
          // The error handler sends the refusal; the cookies set here go out with it.
          setCookies(reply, outcome.cookies);
          throw outcome.error;
        }
        return send(reply, handling, outcome);
      },
    };
    if (endpoint.consumes) registerTextBodyRoute(app, endpoint.consumes, route);
    else app.route(route);
  }
}

/** A route whose body is text of its own type (a CSV upload): the parser, and its body limit, only in the route's own scope. */
function registerTextBodyRoute(app: FastifyInstance, type: string, route: RouteOptions): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: route.bodyLimit }, (_request, body, done) => done(null, body));
    scope.route(route);
  });
}

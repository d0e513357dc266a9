import type { FastifyInstance } from 'fastify';

const headersOf = (init: RequestInit | undefined): Record<string, string> => Object.fromEntries(new Headers(init?.headers).entries());

/**
 * A fetch that hands calls to this shop's own origin (the demo sandboxes' server-to-server endpoints)
 * to the app in process, as the same HTTP request: tests have no listening port, and a demo needs no
 * round trip through its own socket. Every other URL goes over the network.
 */
export function ownOriginFetch(app: FastifyInstance, publicOrigin: string): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${publicOrigin}/`)) return fetch(input, init);
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
      throw new Error('ownOriginFetch sends string or form bodies only');
    }
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET', url: url.slice(publicOrigin.length), headers: headersOf(init),
      ...(body ? { payload: body.toString() } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
  };
}

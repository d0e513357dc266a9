import type { Container } from 'inversify';
import type { AppContext } from '../../context';

/** What the in-process adapters read: the services' context and the cookie parser of the API's requests (@fastify/cookie's). */
export type InProcessContext = Pick<AppContext, 'db' | 'config' | 'now'> & { parseCookie: (header: string) => Record<string, string | undefined> };

/** The page request's visitor, as its API calls would present it. */
export interface Visitor { userAgent?: string }

/**
 * The ports the page server answered from the services directly, one adapter each: none is left. Every
 * port, the visitor's user info last, goes through the typed client, whose in-process transport runs
 * the declared endpoint's handler with the visitor's credentials (`inProcessTransport.ts`), and the
 * cookies that handler sets reach the request's cookie jar. The hook binds nothing; it stays until
 * registerPages and the tests that pass it drop it (issue 26).
 */
export function inProcessBindings(_ctx: InProcessContext, _logUnexpected: (error: unknown) => void): (container: Container, visitor: Visitor) => void {
  return () => undefined;
}

import type { FastifyInstance } from 'fastify';

/**
 * Outside demo mode the login-test page is the not-found page too (the page itself belongs to the web
 * app; its sign-in call, POST /v2/member/login-test, is a demo-only declared endpoint).
 */
export function hideLoginTestPage(app: FastifyInstance): void {
  app.get('/auth/login-test', (_request, reply) => reply.callNotFound());
}

import type { FastifyInstance } from 'fastify';
import { mpgQueryString } from '../../services/payments/newebpay/mpgCrypto';
import { MPG_TIMEOUT_MS, type MpgAnswer } from '../../services/payments/newebpay/mpgHttp';

type Form = Record<string, string | number>;

/**
 * How the sandbox MPG and the shop reach each other: the same form-encoded bytes as over the network,
 * handed to the app in process when the URL is the shop's own origin (tests have no listening port;
 * a demo needs no round trip through its own socket), and over HTTP otherwise.
 */
export function mpgPoster(app: FastifyInstance, publicOrigin: string) {
  const send = async (url: string, form: Form): Promise<{ status: number; body: string }> => {
    const payload = mpgQueryString(form);
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    if (url.startsWith(`${publicOrigin}/`)) {
      const answer = await app.inject({ method: 'POST', url: url.slice(publicOrigin.length), headers, payload });
      return { status: answer.statusCode, body: answer.body };
    }
    const answer = await fetch(url, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(MPG_TIMEOUT_MS) });
    return { status: answer.status, body: await answer.text() };
  };
  return {
    /** NotifyURL: the shop must answer 200 (the real gateway tries again otherwise). */
    notify: async (url: string, form: Form): Promise<void> => {
      const { status } = await send(url, form);
      if (status !== 200) throw new Error(`NotifyURL answered HTTP ${status}`);
    },
    api: async (url: string, form: Form): Promise<MpgAnswer> => {
      const { status, body } = await send(url, form);
      if (status !== 200) throw new Error(`the sandbox MPG API answered HTTP ${status}`);
      return JSON.parse(body) as MpgAnswer;
    },
  };
}

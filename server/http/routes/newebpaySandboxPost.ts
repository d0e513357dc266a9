import type { FastifyInstance } from 'fastify';
import { mpgQueryString } from '../../services/payments/newebpay/mpgCrypto';
import { MPG_TIMEOUT_MS } from '../../services/payments/newebpay/mpgHttp';
import { ownOriginFetch } from '../ownOriginFetch';

/**
 * The sandbox MPG's notify to the shop's NotifyURL: the same form-encoded bytes as over the network, handed to
 * the app in process when the URL is the shop's own origin (ownOriginFetch), and over HTTP otherwise. The shop
 * must answer 200 (the real gateway tries again otherwise).
 */
export function mpgNotifier(app: FastifyInstance, publicOrigin: string) {
  const fetcher = ownOriginFetch(app, publicOrigin);
  return async (url: string, form: Record<string, string | number>): Promise<void> => {
    const answer = await fetcher(url, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: mpgQueryString(form),
      signal: AbortSignal.timeout(MPG_TIMEOUT_MS),
    });
    if (answer.status !== 200) throw new Error(`NotifyURL answered HTTP ${answer.status}`);
  };
}

import { mpgQueryString } from './mpgCrypto';

/** What the gateway's APIs answer (QueryTradeInfo, CreditCard/Cancel, CreditCard/Close): JSON with a Status and a Result. */
export interface MpgAnswer {
  Status: string;
  Message?: string;
  Result?: Record<string, unknown> | unknown[] | string;
}

/** Posts a form to one of the gateway's APIs; the sandbox and tests pass their own. */
export type MpgPost = (url: string, form: Record<string, string | number>) => Promise<MpgAnswer>;

export const MPG_TIMEOUT_MS = 10_000;

/**
 * A form post with a timeout over `fetcher` (the network's, or the app's own-origin fetch in demo mode); only the
 * path and the gateway's status code are worth logging (never the form: it carries keys' output and order data).
 */
export const mpgPostOver = (fetcher: typeof fetch): MpgPost => async (url, form) => {
  const response = await fetcher(url, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: mpgQueryString(form),
    signal: AbortSignal.timeout(MPG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`NewebPay ${new URL(url).pathname} answered HTTP ${response.status}`);
  const answer = (await response.json()) as MpgAnswer;
  if (typeof answer?.Status !== 'string') throw new Error(`NewebPay ${new URL(url).pathname} answered without a Status`);
  return answer;
};

/** The real one, over the network. */
export const fetchMpgPost: MpgPost = mpgPostOver((input, init) => fetch(input, init));

/**
 * Retries what is safe to retry (a query: it changes nothing) after a network failure or timeout,
 * waiting 0.5 s, 1 s, 2 s…; an answer from the gateway, even a refusal, is returned as it is.
 */
export async function withBackoff<T>(attempt: () => Promise<T>, tries = 3, firstDelayMs = 500): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (i - 1)));
    }
  }
}

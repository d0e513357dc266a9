import { mpgQueryString } from '../../payments/newebpay/mpgCrypto';

/** What every ezPay invoice API answers: JSON with a Status (SUCCESS or an error code), a Message and a Result. */
export interface EzPayAnswer {
  Status: string;
  Message?: string;
  Result?: unknown;
}

/** Posts a form to one of ezPay's APIs; demo mode and the tests pass one over the app's own origin. */
export type EzPayPost = (url: string, form: Record<string, string | number>) => Promise<EzPayAnswer>;

export const EZPAY_TIMEOUT_MS = 10_000;

/** A form post with a timeout; only the path and status code are worth logging (never the form: it carries buyers' data). */
export const ezPayPostOver = (fetcher: typeof fetch): EzPayPost => async (url, form) => {
  const path = new URL(url).pathname;
  const response = await fetcher(url, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: mpgQueryString(form),
    signal: AbortSignal.timeout(EZPAY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`ezPay ${path} answered HTTP ${response.status}`);
  const answer = (await response.json()) as EzPayAnswer;
  if (typeof answer?.Status !== 'string') throw new Error(`ezPay ${path} answered without a Status`);
  return answer;
};

export const fetchEzPayPost: EzPayPost = ezPayPostOver((input, init) => fetch(input, init));

/** The Result of a successful answer as an object: ezPay sends it as a JSON string (an object is taken too). */
export function resultObject(answer: EzPayAnswer): Record<string, unknown> | null {
  const result = typeof answer.Result === 'string' && answer.Result.startsWith('{') ? (JSON.parse(answer.Result) as unknown) : answer.Result;
  return result && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : null;
}

export const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

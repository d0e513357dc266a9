import { createHttpClient, type HttpClientOptions } from '../../../src/infrastructure/http/createHttpClient';
import { RecordingPageReloader } from '../../../src/infrastructure/browser/RecordingPageReloader';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryErrorReporter } from '../../../src/infrastructure/reporting/InMemoryErrorReporter';
import { ScriptedHttpAdapter } from '../../../src/infrastructure/memory/ScriptedHttpAdapter';

/** The real HTTP client over a scripted API. */
export function givenApi(options: Partial<HttpClientOptions> = {}) {
  const api = new ScriptedHttpAdapter();
  const tokens = new InMemoryTokenStore();
  const reporter = new InMemoryErrorReporter();
  const reloader = new RecordingPageReloader();
  const http = createHttpClient({
    baseURL: 'http://api.test',
    platform: 'desktop',
    tokenStore: tokens,
    reporter,
    reloader,
    adapter: api.adapter,
    ...options,
  });
  return { api, tokens, reporter, reloader, http };
}

export const tokenBody = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expired_at: 1_900_000_000 + n });
export const token = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiredAt: 1_900_000_000 + n });

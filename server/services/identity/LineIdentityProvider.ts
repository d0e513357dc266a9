import { z } from 'zod';
import type { SocialProfile } from './IdentityProvider';
import { checkLineIdToken } from './lineIdToken';

/** LINE's published endpoints (LINE Login v2.1); the sandbox and the tests name their own. */
export const LINE_AUTHORIZE_URL = 'https://access.line.me/oauth2/v2.1/authorize';
export const LINE_TOKEN_URL = 'https://api.line.me/oauth2/v2.1/token';
const TIMEOUT_MS = 10_000;

const TokenResponse = z.object({ id_token: z.string() });

export interface LineSettings {
  channelId: string;
  channelSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
}

/** A token answer that cannot be LINE's for this channel: logged with its reason (never the token itself). */
export class LineIdTokenRejected extends Error {
  constructor(reason: string) {
    super(`line id_token rejected: ${reason}`);
    this.name = 'LineIdTokenRejected';
  }
}

/**
 * LINE Login v2.1 web login: the authorization code flow with OpenID Connect. The profile comes from
 * the ID token of the token answer, checked here with the channel secret (no call to /verify).
 */
export class LineIdentityProvider {
  constructor(private readonly settings: LineSettings, private readonly fetchImpl: typeof fetch = fetch, private readonly now: () => number = Date.now) {}

  authorizeUrl(state: string, redirectUri: string, nonce: string): string {
    const query = new URLSearchParams({
      response_type: 'code', client_id: this.settings.channelId, redirect_uri: redirectUri, state, scope: 'openid profile email', nonce,
    });
    // LINE's examples write the space of the scope as %20, not +.
    return `${this.settings.authorizeUrl}?${query.toString().replace(/\+/g, '%20')}`;
  }

  async exchange(code: string, redirectUri: string, nonce: string): Promise<SocialProfile | null> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code', code, redirect_uri: redirectUri,
      client_id: this.settings.channelId, client_secret: this.settings.channelSecret,
    });
    const response = await this.fetchImpl(this.settings.tokenUrl, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // 400 is LINE's answer to a spent, expired or foreign code: the person starts again.
    if (response.status === 400) return null;
    if (!response.ok) throw new Error(`line token exchange failed: HTTP ${response.status}`);
    const { id_token: idToken } = TokenResponse.parse(await response.json());
    const check = checkLineIdToken(idToken, { channelId: this.settings.channelId, channelSecret: this.settings.channelSecret, nonce, nowMs: this.now() });
    // A nonce of another attempt (a code injected into this browser) or a token past its exp: this attempt fails cleanly.
    if (!check.ok && (check.reason === 'nonce' || check.reason === 'expired')) return null;
    // The token came straight from LINE over TLS: a bad signature, issuer or audience means a wrong channel secret or id.
    if (!check.ok) throw new LineIdTokenRejected(check.reason);
    const { sub, email, name } = check.claims;
    return { subject: sub, email: email ? email.toLowerCase() : null, name: name ?? '' };
  }
}

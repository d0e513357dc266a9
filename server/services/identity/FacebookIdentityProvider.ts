import { z } from 'zod';
import type { SocialProfile } from './IdentityProvider';

const GRAPH = 'https://graph.facebook.com/v21.0';
const TokenResponse = z.object({ access_token: z.string() });
const Me = z.object({ id: z.string(), name: z.string().default(''), email: z.string().email().optional() });

/** Facebook Login (OAuth 2 code flow against the Graph API). */
export class FacebookIdentityProvider {
  constructor(private readonly appId: string, private readonly appSecret: string, private readonly fetchImpl: typeof fetch = fetch) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ client_id: this.appId, redirect_uri: redirectUri, state, scope: 'email,public_profile', response_type: 'code' });
    return `https://www.facebook.com/v21.0/dialog/oauth?${query}`;
  }

  async exchange(code: string, redirectUri: string): Promise<SocialProfile | null> {
    const query = new URLSearchParams({ client_id: this.appId, client_secret: this.appSecret, redirect_uri: redirectUri, code });
    const tokenResponse = await this.fetchImpl(`${GRAPH}/oauth/access_token?${query}`);
    if (tokenResponse.status === 400) return null;
    if (!tokenResponse.ok) throw new Error(`facebook token exchange failed: HTTP ${tokenResponse.status}`);
    const { access_token: accessToken } = TokenResponse.parse(await tokenResponse.json());
    const meResponse = await this.fetchImpl(`${GRAPH}/me?fields=id,name,email`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!meResponse.ok) throw new Error(`facebook profile failed: HTTP ${meResponse.status}`);
    const me = Me.parse(await meResponse.json());
    return { subject: me.id, email: me.email?.toLowerCase() ?? null, name: me.name };
  }
}

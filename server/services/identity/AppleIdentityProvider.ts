import { createPublicKey, createSign, createVerify, type JsonWebKey } from 'node:crypto';
import { z } from 'zod';
import type { SocialProfile } from './IdentityProvider';

const ISSUER = 'https://appleid.apple.com';
const TokenResponse = z.object({ id_token: z.string() });
const Claims = z.object({ iss: z.literal(ISSUER), aud: z.string(), exp: z.number(), sub: z.string(), email: z.string().optional() });
const Keys = z.object({ keys: z.array(z.object({ kid: z.string() }).passthrough()) });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface AppleSettings { clientId: string; teamId: string; keyId: string; privateKey: string }

/** Sign in with Apple: code flow, an ES256 client secret, and the id_token checked against Apple's keys. */
export class AppleIdentityProvider {
  constructor(private readonly settings: AppleSettings, private readonly fetchImpl: typeof fetch = fetch) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      client_id: this.settings.clientId, redirect_uri: redirectUri, state, response_type: 'code', scope: 'name email', response_mode: 'form_post',
    });
    return `${ISSUER}/auth/authorize?${query}`;
  }

  private clientSecret(nowSeconds: number): string {
    const header = b64({ alg: 'ES256', kid: this.settings.keyId });
    const payload = b64({ iss: this.settings.teamId, iat: nowSeconds, exp: nowSeconds + 300, aud: ISSUER, sub: this.settings.clientId });
    const signature = createSign('SHA256').update(`${header}.${payload}`).sign({ key: this.settings.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${header}.${payload}.${signature.toString('base64url')}`;
  }

  private async verifiedClaims(idToken: string): Promise<z.infer<typeof Claims>> {
    const [header, payload, signature] = idToken.split('.');
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
    const { keys } = Keys.parse(await (await this.fetchImpl(`${ISSUER}/auth/keys`)).json());
    const jwk = keys.find((k) => k.kid === kid);
    if (!jwk) throw new Error('apple id_token signed with an unknown key');
    const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const valid = createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(key, Buffer.from(signature, 'base64url'));
    const claims = Claims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    if (!valid || claims.aud !== this.settings.clientId || claims.exp * 1000 < Date.now()) throw new Error('apple id_token rejected');
    return claims;
  }

  async exchange(code: string, redirectUri: string): Promise<SocialProfile | null> {
    const body = new URLSearchParams({
      client_id: this.settings.clientId, client_secret: this.clientSecret(Math.floor(Date.now() / 1000)),
      code, grant_type: 'authorization_code', redirect_uri: redirectUri,
    });
    const response = await this.fetchImpl(`${ISSUER}/auth/token`, { method: 'POST', body });
    if (response.status === 400) return null;
    if (!response.ok) throw new Error(`apple token exchange failed: HTTP ${response.status}`);
    const claims = await this.verifiedClaims(TokenResponse.parse(await response.json()).id_token);
    return { subject: claims.sub, email: claims.email?.toLowerCase() ?? null, name: '' };
  }
}

/** Everything the server reads from the environment, parsed once at start. */
export interface RealProviderConfig {
  facebook: { appId: string; appSecret: string } | null;
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string } | null;
}

export interface Config {
  port: number;
  /** `file:PATH` (SQLite), `:memory:` (tests) or `postgres://…`. */
  databaseUrl: string;
  smtpUrl: string | null;
  /** Used in e-mail links and OAuth redirect URIs. */
  publicOrigin: string;
  identityProvider: 'sandbox' | 'real';
  realProviders: RealProviderConfig;
  /** Sandbox identity provider and login-test: on for the demo, off with real providers or DEMO_SANDBOX=off. */
  sandboxEnabled: boolean;
  isProduction: boolean;
  /**
   * DEMO_MODE=1: the one switch for every stand-in for an outside party (dev mailbox, login-test and
   * the sandbox identity provider, sandbox payments, the demo store map, the demo fulfilment job).
   */
  demoMode: boolean;
  /** Honour X-Forwarded-* (only behind a proxy you control). */
  trustProxy: boolean;
  mailFrom: string;
  /** scrypt cost N; OWASP minimum 2^17. Tests lower it for speed; the environment cannot. */
  passwordCost: number;
  /** Third-party keys reported by /api/userinfo; null until configured. */
  analytics: {
    amplitudeKey: string | null;
    gtmKey: string | null;
    facebookPixelId: string | null;
    facebookPixelId2: string | null;
    trackingNumber: string | null;
  };
}

export const OWASP_SCRYPT_COST = 2 ** 17;

type Env = Record<string, string | undefined>;

const orNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${raw}"`);
  return port;
}

function parseDatabaseUrl(raw: string | null): string {
  if (raw === null) return 'file:data/shop.db';
  if (raw === ':memory:' || raw.startsWith('file:') || /^postgres(ql)?:\/\//.test(raw)) return raw;
  throw new Error('DATABASE_URL must be file:PATH, :memory: or postgres://…');
}

function realProviders(env: Env): RealProviderConfig {
  const fbId = orNull(env.FACEBOOK_APP_ID);
  const fbSecret = orNull(env.FACEBOOK_APP_SECRET);
  const apple = [env.APPLE_CLIENT_ID, env.APPLE_TEAM_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY].map(orNull);
  return {
    facebook: fbId && fbSecret ? { appId: fbId, appSecret: fbSecret } : null,
    apple: apple.every(Boolean)
      ? { clientId: apple[0]!, teamId: apple[1]!, keyId: apple[2]!, privateKey: apple[3]!.replace(/\\n/g, '\n') }
      : null,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const providers = realProviders(env);
  const identityProvider = providers.facebook || providers.apple ? 'real' : 'sandbox';
  return {
    port,
    databaseUrl: parseDatabaseUrl(orNull(env.DATABASE_URL)),
    smtpUrl: orNull(env.SMTP_URL),
    publicOrigin: (orNull(env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    identityProvider,
    realProviders: providers,
    sandboxEnabled: identityProvider === 'sandbox' && env.DEMO_SANDBOX !== 'off',
    isProduction: env.NODE_ENV === 'production',
    demoMode: env.DEMO_MODE === '1',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    mailFrom: orNull(env.MAIL_FROM) ?? '寶貝揪團 <no-reply@jiutuan.example>',
    passwordCost: OWASP_SCRYPT_COST,
    analytics: {
      amplitudeKey: orNull(env.AMPLITUDE_KEY),
      gtmKey: orNull(env.GTM_KEY),
      facebookPixelId: orNull(env.FACEBOOK_PIXEL_ID),
      facebookPixelId2: orNull(env.FACEBOOK_PIXEL_ID2),
      trackingNumber: orNull(env.TRACKING_NUMBER),
    },
  };
}

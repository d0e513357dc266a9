/** Everything the server reads from the environment, parsed once at start. */
import { parseHost, parseHttpLimits, parseTrustProxy, type HttpLimits } from './networkConfig';
import { parseInvoiceConfig, type InvoiceConfig } from './invoiceConfig';
import { parseSettings } from './settings';

export interface RealProviderConfig {
  facebook: { appId: string; appSecret: string } | null;
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string } | null;
  /** LINE_CHANNEL_ID + LINE_CHANNEL_SECRET (LINE Login v2.1); LINE_AUTHORIZE_URL / LINE_TOKEN_URL default to LINE's. */
  line: { channelId: string; channelSecret: string; authorizeUrl: string; tokenUrl: string } | null;
}

export interface PaymentConfig {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** NEWEBPAY_MPG_URL: where the hand-off page posts (test https://ccore.newebpay.com/MPG/mpg_gateway). */
  mpgUrl: string;
  /** NEWEBPAY_QUERY_URL, NEWEBPAY_CANCEL_URL, NEWEBPAY_CLOSE_URL: QueryTradeInfo, CreditCard/Cancel, CreditCard/Close. */
  queryUrl: string;
  cancelUrl: string;
  closeUrl: string;
  /** NEWEBPAY_ORDER_PREFIX: starts every MerchantOrderNo, so two databases on one merchant never reuse one. */
  orderPrefix: string;
}

/** ECPay logistics (綠界物流): the e-map, Express/Create, the status callbacks; `url` is the base (stage https://logistics-stage.ecpay.com.tw). */
export interface LogisticsConfig {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  url: string;
}

export interface Config {
  port: number;
  /** HOST: the address to listen on; unset = 127.0.0.1 in demo mode, 0.0.0.0 otherwise (networkConfig.ts). */
  host: string;
  /** DEMO_EXPOSE=1: lets demo mode listen on a non-loopback HOST (logged at start); refused otherwise (startup.ts). */
  demoExpose: boolean;
  /** `file:PATH` (SQLite), `:memory:` (tests) or `postgres://…`. */
  databaseUrl: string;
  /** UPLOADS_DIR: where members' uploaded photos are kept as files (default data/uploads); shared by every process. */
  uploadsDir: string;
  /** BACKUP_DIR: where `npm run backup` writes (default data/backups); `npm run restore` reads any path. */
  backupDir: string;
  smtpUrl: string | null;
  /** Used in e-mail links and OAuth redirect URIs. */
  publicOrigin: string;
  /** `sandbox` only in demo mode without real providers; `real` may have no provider configured at all. */
  identityProvider: 'sandbox' | 'real';
  realProviders: RealProviderConfig;
  /** NewebPay MPG (card, ATM, LINE Pay): the merchant and its URLs; null until configured (demo mode then uses the local sandbox MPG). */
  payment: PaymentConfig | null;
  /** ezPay e-invoices (EZPAY_*); null until configured (demo mode then uses the local sandbox ezPay). */
  invoice: InvoiceConfig | null;
  /** ECPAY_LOGISTICS_*: null until configured (demo mode then uses the local sandbox logistics). */
  logistics: LogisticsConfig | null;
  isProduction: boolean;
  /**
   * DEMO_MODE=1: the one switch for every stand-in for an outside party (dev mailbox, login-test and
   * the sandbox identity provider, sandbox payments, the demo store map, the demo fulfilment job).
   */
  demoMode: boolean;
  /** TRUST_PROXY: the proxy addresses and CIDRs whose X-Forwarded-* is believed; empty = nobody's. */
  trustProxy: string[];
  /** Header, body, keep-alive and idle timeouts and the per-address connection bound (http/connectionLimits.ts). */
  http: HttpLimits;
  /** MICRO_CACHE_MS: how long a cookie-less visitor's page is shared with the next ones (server/ssr/microCache.ts); 0 = off. */
  microCacheMs: number;
  /** METRICS_TOKEN: the bearer token /metrics asks for; null = no /metrics at all (http/metrics.ts). */
  metricsToken: string | null;
  mailFrom: string;
  /** scrypt cost N; OWASP minimum 2^17. Tests lower it for speed; the environment cannot. */
  passwordCost: number;
  /** Sign-ups per client address per hour (each costs a 128 MB hash). Tests raise it; the environment cannot. */
  signUpsPerAddressPerHour: number;
}

export const OWASP_SCRYPT_COST = 2 ** 17;
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 10;

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
    line: lineChannel(env),
  };
}

function lineChannel(env: Env): RealProviderConfig['line'] {
  const [channelId, channelSecret] = [env.LINE_CHANNEL_ID, env.LINE_CHANNEL_SECRET].map(orNull);
  if (!channelId || !channelSecret) return null;
  return {
    channelId, channelSecret,
    authorizeUrl: httpUrl(env, 'LINE_AUTHORIZE_URL', 'https://access.line.me/oauth2/v2.1/authorize'),
    tokenUrl: httpUrl(env, 'LINE_TOKEN_URL', 'https://api.line.me/oauth2/v2.1/token'),
  };
}

/** Default 1 s: enough to absorb a burst of first visits, short enough that a price change shows at once. */
function parseMicroCacheMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new Error(`MICRO_CACHE_MS must be 0-60000, got "${raw}"`);
  return ms;
}

/** A token short enough to guess is refused at start rather than served. */
function parseMetricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^[\x21-\x7e]{24,}$/.test(raw)) throw new Error('METRICS_TOKEN must be at least 24 printable characters without spaces');
  return raw;
}

const NEWEBPAY_PRODUCTION = 'https://core.newebpay.com';

/** A provider's URL setting, or its default; anything but an http(s) URL refuses to start. */
function httpUrl(env: Env, name: string, fallback: string): string {
  const url = orNull(env[name]) ?? fallback;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`${name} must be an http(s) URL`);
  return url;
}

function payment(env: Env): PaymentConfig | null {
  const [merchantId, hashKey, hashIv] = [env.NEWEBPAY_MERCHANT_ID, env.NEWEBPAY_HASH_KEY, env.NEWEBPAY_HASH_IV].map(orNull);
  if (!merchantId || !hashKey || !hashIv) return null;
  // AES-256-CBC: the key is 32 bytes and the IV 16; anything else fails at the first payment, so refuse to start.
  if (Buffer.byteLength(hashKey) !== 32 || Buffer.byteLength(hashIv) !== 16) throw new Error('NEWEBPAY_HASH_KEY must be 32 bytes and NEWEBPAY_HASH_IV 16');
  const orderPrefix = orNull(env.NEWEBPAY_ORDER_PREFIX) ?? 'BB';
  if (!/^[A-Za-z0-9_]{1,15}$/.test(orderPrefix)) throw new Error('NEWEBPAY_ORDER_PREFIX must be 1-15 letters, digits or _');
  return {
    merchantId, hashKey, hashIv, orderPrefix,
    mpgUrl: httpUrl(env, 'NEWEBPAY_MPG_URL', `${NEWEBPAY_PRODUCTION}/MPG/mpg_gateway`),
    queryUrl: httpUrl(env, 'NEWEBPAY_QUERY_URL', `${NEWEBPAY_PRODUCTION}/API/QueryTradeInfo`),
    cancelUrl: httpUrl(env, 'NEWEBPAY_CANCEL_URL', `${NEWEBPAY_PRODUCTION}/API/CreditCard/Cancel`),
    closeUrl: httpUrl(env, 'NEWEBPAY_CLOSE_URL', `${NEWEBPAY_PRODUCTION}/API/CreditCard/Close`),
  };
}

function logistics(env: Env): LogisticsConfig | null {
  const [merchantId, hashKey, hashIv] = [env.ECPAY_LOGISTICS_MERCHANT_ID, env.ECPAY_LOGISTICS_HASH_KEY, env.ECPAY_LOGISTICS_HASH_IV].map(orNull);
  if (!merchantId || !hashKey || !hashIv) return null;
  return { merchantId, hashKey, hashIv, url: httpUrl(env, 'ECPAY_LOGISTICS_URL', 'https://logistics.ecpay.com.tw').replace(/\/$/, '') };
}

/** The environment, checked by the settings schema (settings.ts) first: a bad value never gets this far. */
export function loadConfig(raw: Env = process.env): Config {
  const env: Env = parseSettings(raw);
  const port = parsePort(env.PORT);
  const providers = realProviders(env);
  const demoMode = env.DEMO_MODE === '1';
  const identityProvider = demoMode && !providers.facebook && !providers.apple && !providers.line ? 'sandbox' : 'real';
  return {
    port,
    host: parseHost(env.HOST, demoMode),
    demoExpose: env.DEMO_EXPOSE === '1',
    databaseUrl: parseDatabaseUrl(orNull(env.DATABASE_URL)),
    uploadsDir: orNull(env.UPLOADS_DIR) ?? 'data/uploads',
    backupDir: orNull(env.BACKUP_DIR) ?? 'data/backups',
    smtpUrl: orNull(env.SMTP_URL),
    publicOrigin: (orNull(env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    identityProvider,
    realProviders: providers,
    payment: payment(env),
    invoice: parseInvoiceConfig(env),
    logistics: logistics(env),
    isProduction: env.NODE_ENV === 'production',
    demoMode,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: parseHttpLimits(env),
    microCacheMs: parseMicroCacheMs(env.MICRO_CACHE_MS),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    mailFrom: orNull(env.MAIL_FROM) ?? '寶貝揪團 <no-reply@jiutuan.example>',
    passwordCost: OWASP_SCRYPT_COST,
    signUpsPerAddressPerHour: SIGN_UPS_PER_ADDRESS_PER_HOUR,
  };
}

/**
 * The outside parties a production start lacks (empty when it may start). Demo mode stands in for all
 * of them; without it production refuses to start rather than run half a shop.
 */
export function missingOutsideParties(config: Config): string[] {
  if (!config.isProduction || config.demoMode) return [];
  const missing: string[] = [];
  if (config.smtpUrl === null) missing.push('SMTP_URL (outgoing mail)');
  if (config.payment === null) missing.push('NEWEBPAY_MERCHANT_ID, NEWEBPAY_HASH_KEY and NEWEBPAY_HASH_IV (a real payment gateway)');
  if (config.invoice === null) missing.push('EZPAY_MERCHANT_ID, EZPAY_HASH_KEY and EZPAY_HASH_IV (e-invoices)');
  if (config.logistics === null) missing.push('ECPAY_LOGISTICS_MERCHANT_ID, ECPAY_LOGISTICS_HASH_KEY and ECPAY_LOGISTICS_HASH_IV (store pickup and shipping)');
  return missing;
}

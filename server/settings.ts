/**
 * Every environment variable the server reads, in one zod schema: its form and its default. A value of
 * the wrong form, a retired variable or a misspelt one refuses to start with a message naming it, rather
 * than a setting silently ignored. config.ts turns the checked values into the Config; the README's
 * configuration table lists the same names.
 */
import { z } from 'zod';

type Env = Record<string, string | undefined>;

const text = z.string().optional();
const flag = z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).default('0');
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL').optional();
const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').refine((v) => Number(v) >= min && Number(v) <= max, `must be ${min}-${max}`).optional();

const SETTINGS = {
  NODE_ENV: z.enum(['production', 'development', 'test'], { error: 'must be production, development or test' }).optional(),
  PORT: wholeNumber(0, 65535).default('3000'),
  HOST: text,
  DEMO_MODE: flag,
  DEMO_EXPOSE: flag,
  DATABASE_URL: z.string().regex(/^(file:.+|:memory:|postgres(ql)?:\/\/.+)$/, 'must be file:PATH, :memory: or postgres://…').default('file:data/shop.db'),
  UPLOADS_DIR: z.string().default('data/uploads'),
  BACKUP_DIR: z.string().default('data/backups'),
  PUBLIC_ORIGIN: httpUrl,
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be smtp://… or smtps://…').optional(),
  MAIL_FROM: text,
  TRUST_PROXY: text,
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1000, 120_000),
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 600_000),
  HTTP_IDLE_TIMEOUT_MS: wholeNumber(1000, 600_000),
  CONNECTIONS_PER_ADDRESS: wholeNumber(1, 10_000),
  MICRO_CACHE_MS: wholeNumber(0, 60_000).default('1000'),
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{24,}$/, 'must be at least 24 printable characters without spaces').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' }).default('info'),
  UV_THREADPOOL_SIZE: wholeNumber(1, 1024),
  FAULT_BACKEND: z.enum(['down', 'slow'], { error: 'must be down or slow (demo mode only)' }).optional(),
  FACEBOOK_APP_ID: text, FACEBOOK_APP_SECRET: text,
  APPLE_CLIENT_ID: text, APPLE_TEAM_ID: text, APPLE_KEY_ID: text, APPLE_PRIVATE_KEY: text,
  LINE_CHANNEL_ID: text, LINE_CHANNEL_SECRET: text, LINE_AUTHORIZE_URL: httpUrl, LINE_TOKEN_URL: httpUrl,
  NEWEBPAY_MERCHANT_ID: text, NEWEBPAY_HASH_KEY: text, NEWEBPAY_HASH_IV: text,
  NEWEBPAY_ORDER_PREFIX: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, 'must be 1-15 letters, digits or _').default('BB'),
  NEWEBPAY_MPG_URL: httpUrl, NEWEBPAY_QUERY_URL: httpUrl, NEWEBPAY_CANCEL_URL: httpUrl, NEWEBPAY_CLOSE_URL: httpUrl,
  EZPAY_MERCHANT_ID: text, EZPAY_HASH_KEY: text, EZPAY_HASH_IV: text, EZPAY_URL: httpUrl,
  ECPAY_LOGISTICS_MERCHANT_ID: text, ECPAY_LOGISTICS_HASH_KEY: text, ECPAY_LOGISTICS_HASH_IV: text, ECPAY_LOGISTICS_URL: httpUrl,
};

export const Settings = z.object(SETTINGS);
export type Settings = z.infer<typeof Settings>;
export const SETTING_NAMES = Object.keys(SETTINGS);

/** Read once, never used: the shop loads no analytics tag, so a key set for one would do nothing. */
const RETIRED = ['AMPLITUDE_KEY', 'GTM_KEY', 'FACEBOOK_PIXEL_ID', 'FACEBOOK_PIXEL_ID2', 'TRACKING_NUMBER'];
/** Prefixes only the shop uses: a name under one that is not a setting is a typo (NEWEBPAY_HASHKEY). */
const OWN_PREFIXES = ['NEWEBPAY_', 'EZPAY_', 'ECPAY_', 'LINE_CHANNEL_', 'LINE_AUTHORIZE', 'LINE_TOKEN', 'APPLE_', 'FACEBOOK_', 'DEMO_', 'METRICS_', 'MICRO_CACHE'];

function strayNames(env: Env): string[] {
  const names = Object.keys(env).filter((name) => env[name] !== undefined);
  const retired = names.filter((name) => RETIRED.includes(name)).map((name) => `${name} is no longer read (the shop loads no analytics tag): unset it`);
  const unknown = names.filter((name) => !(name in SETTINGS) && !RETIRED.includes(name) && OWN_PREFIXES.some((prefix) => name.startsWith(prefix)));
  return [...retired, ...unknown.map((name) => `${name} is not a setting the shop knows (misspelt? see the README's configuration table)`)];
}

/** The environment checked against the schema, an empty value counting as unset; throws one message naming every bad variable. */
export function parseSettings(env: Env): Settings {
  const given = Object.fromEntries(SETTING_NAMES.map((name) => [name, env[name]?.trim() ? env[name]!.trim() : undefined]));
  const parsed = Settings.safeParse(given);
  const shown = (name: string) => (/KEY|SECRET|TOKEN|_IV/.test(name) ? '' : `, got "${given[name] ?? ''}"`);
  const problems = [...strayNames(env), ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}${shown(String(issue.path[0]))}`))];
  if (problems.length > 0 || !parsed.success) throw new Error(`Refusing to start: ${problems.join('; ')}`);
  return parsed.data;
}

import { readFileSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { parseSettings, SETTING_NAMES } from '../../server/settings';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('the settings schema', () => {
  it('gives every setting its default when the environment is empty, and ignores what is not the shop\'s', () => {
    expect(parseSettings({ PATH: '/usr/bin', HOME: '/root', HTTP_PROXY: 'http://proxy:3128' })).toMatchObject({
      PORT: '3000', DATABASE_URL: 'file:data/shop.db', DEMO_MODE: '0', LOG_LEVEL: 'info', MICRO_CACHE_MS: '1000', NEWEBPAY_ORDER_PREFIX: 'BB',
    });
  });

  it.each([
    [{ DEMO_MODE: 'true' }, 'DEMO_MODE must be 1 (on) or 0 (off), got "true"'],
    [{ PORT: '80a' }, 'PORT must be a whole number'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be production, development or test'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL must be smtp://… or smtps://…'],
    [{ PUBLIC_ORIGIN: 'shop.example' }, 'PUBLIC_ORIGIN must be an http(s) URL'],
    [{ HTTP_IDLE_TIMEOUT_MS: '10' }, 'HTTP_IDLE_TIMEOUT_MS must be 1000-600000'],
    [{ UV_THREADPOOL_SIZE: 'lots' }, 'UV_THREADPOOL_SIZE must be a whole number'],
    [{ NEWEBPAY_HASHKEY: 'x' }, 'NEWEBPAY_HASHKEY is not a setting the shop knows'],
    [{ GTM_KEY: 'GTM-1' }, 'GTM_KEY is no longer read (the shop loads no analytics tag)'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it('never repeats a secret in its refusal, and names every bad variable at once', () => {
    const message = refusal({ METRICS_TOKEN: 'short secret', DEMO_MODE: 'yes' })!;
    expect(message).toMatch(/^Refusing to start: /);
    expect(message).toContain('METRICS_TOKEN must be at least 24 printable characters');
    expect(message).toContain('DEMO_MODE');
    expect(message).not.toContain('short secret');
  });

  it('is what the server reads: no process.env outside it but the OTEL_* preload and PATH', () => {
    const sources = ['server/main.ts', 'server/config.ts', 'server/networkConfig.ts', 'server/invoiceConfig.ts', 'server/ssr/faults.ts', 'server/services/auth/hashQueue.ts'];
    const read = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)));
    const named = new Set(readFileSync('server/config.ts', 'utf8').match(/'[A-Z][A-Z0-9_]{3,}'/g)?.map((s) => s.slice(1, -1)));
    expect([...read, ...named].filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });
});

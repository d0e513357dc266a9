import { loadConfig, OWASP_SCRYPT_COST } from '../../server/config';

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database and the sandbox', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      databaseUrl: 'file:data/shop.db',
      publicOrigin: 'http://localhost:3000',
      smtpUrl: null,
      identityProvider: 'sandbox',
      sandboxEnabled: true,
      isProduction: false,
      passwordCost: OWASP_SCRYPT_COST,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4000', DATABASE_URL: 'postgres://u@db/shop', SMTP_URL: 'smtp://mail',
      PUBLIC_ORIGIN: 'https://shop.example/', NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 4000, databaseUrl: 'postgres://u@db/shop', smtpUrl: 'smtp://mail',
      publicOrigin: 'https://shop.example', isProduction: true,
    });
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.db' }).databaseUrl).toBe('file:/tmp/x.db');
  });

  it('switches to the real providers when they are configured', () => {
    const config = loadConfig({ FACEBOOK_APP_ID: 'id', FACEBOOK_APP_SECRET: 'secret' });
    expect(config).toMatchObject({ identityProvider: 'real', sandboxEnabled: false, realProviders: { facebook: { appId: 'id' }, apple: null } });
    expect(loadConfig({ DEMO_SANDBOX: 'off' }).sandboxEnabled).toBe(false);
  });

  it('rejects values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
  });
});

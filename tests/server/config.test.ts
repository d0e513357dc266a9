import { loadConfig, missingOutsideParties, OWASP_SCRYPT_COST } from '../../server/config';

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database, demo mode off and no identity provider', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      databaseUrl: 'file:data/shop.db',
      publicOrigin: 'http://localhost:3000',
      smtpUrl: null,
      identityProvider: 'real',
      realProviders: { facebook: null, apple: null },
      payment: null,
      demoMode: false,
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
    expect(config).toMatchObject({ identityProvider: 'real', realProviders: { facebook: { appId: 'id' }, apple: null } });
    expect(loadConfig({ DEMO_MODE: '1', FACEBOOK_APP_ID: 'id', FACEBOOK_APP_SECRET: 'secret' }).identityProvider).toBe('real');
  });

  it('selects the sandbox identity provider in demo mode only', () => {
    expect(loadConfig({ DEMO_MODE: '1' })).toMatchObject({ demoMode: true, identityProvider: 'sandbox' });
    expect(loadConfig({ DEMO_MODE: 'yes' })).toMatchObject({ demoMode: false, identityProvider: 'real' });
    expect(loadConfig({ DEMO_SANDBOX: 'on' }).identityProvider).toBe('real');
  });

  it('reads the NewebPay credentials only when all three are there', () => {
    const payment = { NEWEBPAY_MERCHANT_ID: 'MS1', NEWEBPAY_HASH_KEY: 'key', NEWEBPAY_HASH_IV: 'iv' };
    expect(loadConfig(payment).payment).toEqual({ merchantId: 'MS1', hashKey: 'key', hashIv: 'iv' });
    expect(loadConfig({ ...payment, NEWEBPAY_HASH_IV: ' ' }).payment).toBeNull();
  });

  it('rejects values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
  });
});

describe('missingOutsideParties', () => {
  const production = { NODE_ENV: 'production' };

  it('names mail and the payment gateway for a production start without demo mode', () => {
    expect(missingOutsideParties(loadConfig(production))).toEqual([
      'SMTP_URL (outgoing mail)',
      'NEWEBPAY_MERCHANT_ID, NEWEBPAY_HASH_KEY and NEWEBPAY_HASH_IV (a real payment gateway)',
    ]);
  });

  it('still names the gateway adapter this build lacks once NewebPay is configured', () => {
    const env = { ...production, SMTP_URL: 'smtp://mail', NEWEBPAY_MERCHANT_ID: 'MS1', NEWEBPAY_HASH_KEY: 'k', NEWEBPAY_HASH_IV: 'iv' };
    expect(missingOutsideParties(loadConfig(env))).toEqual([
      'a real payment gateway adapter (NEWEBPAY_* is set, but this build has no NewebPay adapter yet)',
    ]);
  });

  it('lets demo mode and development start without them', () => {
    expect(missingOutsideParties(loadConfig({ ...production, DEMO_MODE: '1' }))).toEqual([]);
    expect(missingOutsideParties(loadConfig({}))).toEqual([]);
  });
});

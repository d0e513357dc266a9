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
    expect(loadConfig({ DEMO_MODE: '0' })).toMatchObject({ demoMode: false, identityProvider: 'real' });
    // Anything but 1 or 0 once meant "off" without a word; now it refuses to start, as does a misspelt switch.
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE must be 1 \(on\) or 0 \(off\)/);
    expect(() => loadConfig({ DEMO_SANDBOX: 'on' })).toThrow(/DEMO_SANDBOX is not a setting the shop knows/);
  });

  it('reads the NewebPay credentials only when all three are there', () => {
    const payment = { NEWEBPAY_MERCHANT_ID: 'MS1', NEWEBPAY_HASH_KEY: 'k'.repeat(32), NEWEBPAY_HASH_IV: 'i'.repeat(16) };
    expect(loadConfig(payment).payment).toMatchObject({ merchantId: 'MS1', hashKey: 'k'.repeat(32), hashIv: 'i'.repeat(16) });
    expect(loadConfig({ ...payment, NEWEBPAY_HASH_IV: ' ' }).payment).toBeNull();
  });

  it('rejects values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
  });
});

describe('missingOutsideParties', () => {
  const production = { NODE_ENV: 'production' };

  it('names mail, the payment gateway and the e-invoice provider for a production start without demo mode', () => {
    expect(missingOutsideParties(loadConfig(production))).toEqual([
      'SMTP_URL (outgoing mail)',
      'NEWEBPAY_MERCHANT_ID, NEWEBPAY_HASH_KEY and NEWEBPAY_HASH_IV (a real payment gateway)',
      'EZPAY_MERCHANT_ID, EZPAY_HASH_KEY and EZPAY_HASH_IV (e-invoices)',
      'ECPAY_LOGISTICS_MERCHANT_ID, ECPAY_LOGISTICS_HASH_KEY and ECPAY_LOGISTICS_HASH_IV (store pickup and shipping)',
    ]);
  });

  it('lets production start once mail, NewebPay, ezPay and ECPay logistics are configured (the real adapters)', () => {
    const env = {
      ...production, SMTP_URL: 'smtp://mail', NEWEBPAY_MERCHANT_ID: 'MS1', NEWEBPAY_HASH_KEY: 'k'.repeat(32), NEWEBPAY_HASH_IV: 'i'.repeat(16),
      EZPAY_MERCHANT_ID: '31090553', EZPAY_HASH_KEY: 'e'.repeat(32), EZPAY_HASH_IV: 'v'.repeat(16),
      ECPAY_LOGISTICS_MERCHANT_ID: '2000933', ECPAY_LOGISTICS_HASH_KEY: 'XBERn1YOvpM9nfZc', ECPAY_LOGISTICS_HASH_IV: 'h1ONHk4P4yqbl5LK',
    };
    expect(missingOutsideParties(loadConfig(env))).toEqual([]);
    expect(loadConfig(env).invoice).toEqual({ merchantId: '31090553', hashKey: 'e'.repeat(32), hashIv: 'v'.repeat(16), url: 'https://inv.ezpay.com.tw' });
    expect(loadConfig({ ...env, EZPAY_URL: 'https://cinv.ezpay.com.tw/' }).invoice?.url).toBe('https://cinv.ezpay.com.tw');
    expect(() => loadConfig({ ...env, EZPAY_HASH_KEY: 'short' })).toThrow('EZPAY_HASH_KEY must be 32 bytes and EZPAY_HASH_IV 16');
    expect(() => loadConfig({ ...env, EZPAY_URL: 'ftp://x' })).toThrow('EZPAY_URL must be an http(s) URL');
    expect(loadConfig(env).logistics).toEqual({ merchantId: '2000933', hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK', url: 'https://logistics.ecpay.com.tw' });
    expect(loadConfig({ ...env, ECPAY_LOGISTICS_URL: 'https://logistics-stage.ecpay.com.tw/' }).logistics?.url).toBe('https://logistics-stage.ecpay.com.tw');
    expect(() => loadConfig({ ...env, ECPAY_LOGISTICS_URL: 'logistics.ecpay.com.tw' })).toThrow('ECPAY_LOGISTICS_URL must be an http(s) URL');
  });

  it('lets demo mode and development start without them', () => {
    expect(missingOutsideParties(loadConfig({ ...production, DEMO_MODE: '1' }))).toEqual([]);
    expect(missingOutsideParties(loadConfig({}))).toEqual([]);
  });
});

describe('the network settings', () => {
  it('binds the loopback address in demo mode and every interface otherwise, unless HOST says', () => {
    expect(loadConfig({ DEMO_MODE: '1' })).toMatchObject({ host: '127.0.0.1', demoExpose: false });
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_MODE: '1', HOST: '0.0.0.0', DEMO_EXPOSE: '1' })).toMatchObject({ host: '0.0.0.0', demoExpose: true });
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(() => loadConfig({ HOST: 'shop.example' })).toThrow('HOST must be an IP address or localhost');
  });

  it('trusts forwarded addresses only from the listed proxies', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses the old trust-everyone form and entries that are not addresses, naming the new form', () => {
    for (const old of ['1', 'true', 'TRUE']) expect(() => loadConfig({ TRUST_PROXY: old })).toThrow(/no longer trusts every caller.*TRUST_PROXY=127\.0\.0\.1/);
    for (const wrong of ['nginx', '10.0.0.0/33', '0.0.0.0/0', '::/0', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: `127.0.0.1,${wrong}` })).toThrow(`got "${wrong}"`);
    }
  });

  it('has timeouts and a per-address connection bound a shop uses, which the environment may move', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 10_000, idleTimeoutMs: 60_000, connectionsPerAddress: 64,
    });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '60000', CONNECTIONS_PER_ADDRESS: '200' }).http).toMatchObject({ requestTimeoutMs: 60_000, connectionsPerAddress: 200 });
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow('HTTP_IDLE_TIMEOUT_MS must be 1000-600000');
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow('must not exceed HTTP_REQUEST_TIMEOUT_MS');
  });
});

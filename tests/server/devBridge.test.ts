import { DEV_BRIDGE_KEYS } from '../../server/http/routes/devBridge';
import { BRIDGE_LOG_KEY, BRIDGE_LOG_SWITCH } from '../../src/infrastructure/native-bridge/SessionStorageBridgeLog';
import { createTestApp, dialects } from './helpers/testApp';

describe.each(dialects())('the app bridge record /dev/bridge on %s', (dialect) => {
  it('is a demo-only page whose script carries the nonce and reads the keys the browser writes', async () => {
    expect(DEV_BRIDGE_KEYS).toEqual({ on: BRIDGE_LOG_SWITCH, log: BRIDGE_LOG_KEY });
    const t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/dev/bridge' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('僅供展示環境使用');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    await t.close();
  });

  it('does not exist without demo mode', async () => {
    const t = await createTestApp(dialect, { seed: 0.02, config: { demoMode: false, identityProvider: 'real' } });
    expect((await t.app.inject({ method: 'GET', url: '/dev/bridge' })).statusCode).toBe(404);
    await t.close();
  });
});

import { loadConfig } from '../../server/config';

describe('LINE Login settings', () => {
  it('reads the channel and defaults to LINE\'s published endpoints', () => {
    expect(loadConfig({ LINE_CHANNEL_ID: '1657000000', LINE_CHANNEL_SECRET: 'secret' }).realProviders.line).toEqual({
      channelId: '1657000000', channelSecret: 'secret',
      authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    });
  });

  it('lets the endpoints be pointed elsewhere (tests, a sandbox) and refuses what is not a URL', () => {
    const env = { LINE_CHANNEL_ID: '1', LINE_CHANNEL_SECRET: 's', LINE_AUTHORIZE_URL: 'http://127.0.0.1:3000/sandbox/line/oauth2/v2.1/authorize', LINE_TOKEN_URL: 'http://127.0.0.1:3000/sandbox/line/oauth2/v2.1/token' };
    expect(loadConfig(env).realProviders.line).toMatchObject({ authorizeUrl: env.LINE_AUTHORIZE_URL, tokenUrl: env.LINE_TOKEN_URL });
    expect(() => loadConfig({ ...env, LINE_TOKEN_URL: 'api.line.me' })).toThrow('LINE_TOKEN_URL must be an http(s) URL');
  });

  it('has no LINE without both the id and the secret, and a configured LINE turns the demo sandbox off', () => {
    expect(loadConfig({ LINE_CHANNEL_ID: '1' }).realProviders.line).toBeNull();
    expect(loadConfig({ DEMO_MODE: '1', LINE_CHANNEL_ID: '1', LINE_CHANNEL_SECRET: 's' }).identityProvider).toBe('real');
  });
});

import { createApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiSocialAuthGateway } from '../../../src/infrastructure/http/ApiSocialAuthGateway';
import { givenApi, token, tokenBody } from './fakeApi';

const socialOver = (http: Parameters<typeof createApiClient>[0]) => new ApiSocialAuthGateway(createApiClient(http, { parseAnswers: true }));

describe('ApiSocialAuthGateway', () => {
  it('starts, verifies, merges and signs in for testing on the shop API', async () => {
    const { api, http } = givenApi();
    api.on('post', '/v2/member/social/start', { status: 200, data: { data: { url: '/sandbox/idp/authorize?state=s' } } });
    api.on('post', '/v2/member/social/verify', { status: 200, data: { data: { status: 'signed_in', token: tokenBody(1) } } });
    api.on('post', '/v2/member/merge-account', { status: 200, data: { data: { status: 'signed_in', token: tokenBody(2) } } });
    api.on('post', '/v2/member/login-test', { status: 200, data: { data: { email: 'ben@example.com', nickname: '爸比Ben' } } });
    const social = socialOver(http);
    expect(await social.start('facebook', '/member/profile')).toEqual({ url: '/sandbox/idp/authorize?state=s' });
    expect(await social.verify('facebook', 'code', 's')).toEqual({ status: 'signed-in', token: token(1) });
    expect(await social.merge('ticket', 'pw')).toEqual(token(2));
    await social.signInForTesting('ben@example.com');
    expect(api.requests.map((r) => r.data)).toEqual([
      { provider: 'facebook', return_to: '/member/profile' },
      { provider: 'facebook', code: 'code', state: 's' },
      { ticket: 'ticket', password: 'pw' },
      { email: 'ben@example.com' },
    ]);
  });

  it('maps a merge request', async () => {
    const { api, http } = givenApi();
    api.on('post', '/v2/member/social/verify', {
      status: 200,
      data: { data: { status: 'merge_required', ticket: 't1', email: 'amy@example.com' } },
    });
    expect(await socialOver(http).verify('apple', 'c', 's')).toEqual({
      status: 'merge-required',
      ticket: 't1',
      email: 'amy@example.com',
    });
  });
});

import { ApiError, InvalidRefreshTokenError } from '../../../src/domain/errors/clientErrors';
import { ApiAuthGateway } from '../../../src/infrastructure/http/ApiAuthGateway';
import { createApiClient } from '../../../src/infrastructure/http/ApiClient';
import { ApiGroupBuyCatalog } from '../../../src/infrastructure/http/ApiGroupBuyCatalog';
import { ApiUserInfoGateway } from '../../../src/infrastructure/http/ApiUserInfoGateway';
import { givenApi, token, tokenBody } from './fakeApi';

const userInfo = {
  show_login: false,
  signed_in: true,
  signedIn: true,
  from_app: true,
  platform: 'ios.app',
  app_version: '6.12.0',
  amplitude_key: null,
  gtm_key: null,
  id: 1,
  email: 'amy@example.com',
  nickname: '媽咪Amy',
  utm_query_string: 'utm_source=line',
  tracking_number: null,
  has_installed_app: true,
  facebook_pixel_id: null,
  facebook_pixel_id2: null,
  auth_driver: 'token',
  cart_count: 2,
  notification_count: 5,
};

const product = (id: number, price: number | null) => ({
  id,
  url: `/groupbuy/${id}`,
  title: '有機棉包屁衣',
  desc: '柔軟透氣',
  label: '熱銷',
  price,
  original_price: 590,
  price_suffix: '起',
  images: { medium: `/images/gb/${id}.svg` },
  image: null,
  like_count: 0,
  is_adult_only: false,
});

type Http = Parameters<typeof createApiClient>[0];
const userInfoOver = (http: Http) => new ApiUserInfoGateway(createApiClient(http, { parseAnswers: true }));
const authOver = (http: Http) => new ApiAuthGateway(createApiClient(http, { parseAnswers: true }));

describe('ApiUserInfoGateway', () => {
  it('loads the user info with the route query and maps it to UserMeta', async () => {
    const { api, http } = givenApi();
    api.on('get', '/api/userinfo', { status: 200, data: { data: userInfo } });
    const meta = await userInfoOver(http).load({ utm_source: 'line' });
    expect(meta).toMatchObject({ signedIn: true, fromApp: true, platform: 'ios.app', appVersion: '6.12.0', nickname: '媽咪Amy' });
    expect(meta).toMatchObject({ utmQueryString: 'utm_source=line', hasInstalledApp: true, authDriver: 'token', cartCount: 2 });
    expect(api.requests[0].url).toBe('/api/userinfo');
  });

  it('rejects an answer that breaks the contract', async () => {
    const { api, http } = givenApi();
    api.on('get', '/api/userinfo', { status: 200, data: { data: { signed_in: 'yes' } } });
    await expect(userInfoOver(http).load()).rejects.toThrow();
  });

  it('clears the campaign attributes with DELETE /api/userinfo/utm', async () => {
    const { api, http } = givenApi();
    api.on('delete', '/api/userinfo/utm', { status: 200, data: { data: { utm_query_string: null } } });
    await userInfoOver(http).clearUtm();
    expect(api.requests.map((r) => r.method)).toEqual(['delete']);
  });
});

describe('ApiAuthGateway', () => {
  it('calls the account paths and parses the token data', async () => {
    const { api, http } = givenApi();
    api.on('post', '/v2/member/login', { status: 200, data: { data: tokenBody(1) } });
    api.on('post', '/v2/member/signup', { status: 201, data: { data: { email: 'amy@example.com' } } });
    api.on('post', '/v2/member/verify-email', { status: 200, data: { data: { status: 'signed_in', email: 'amy@example.com', token: tokenBody(2) } } });
    api.on('post', '/v2/member/logout', { status: 200, data: { data: { signed_out: true } } });
    api.on('post', '/api/auth/token/renew', { status: 200, data: { data: tokenBody(3) } });
    const auth = authOver(http);
    expect(await auth.signIn({ email: 'amy@example.com', password: 'jiutuan-demo-1' })).toEqual(token(1));
    expect(await auth.signUp({ email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy', terms: '2026-11-01' })).toEqual({ email: 'amy@example.com' });
    expect(await auth.verifyEmail('t'.repeat(32))).toEqual({ status: 'signed_in', email: 'amy@example.com', token: token(2) });
    expect(await auth.renew()).toEqual(token(3));
    await auth.signOut();
    expect(api.requests.map((r) => r.data)).toEqual([
      { email: 'amy@example.com', password: 'jiutuan-demo-1' },
      { email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy', terms: '2026-11-01' },
      { token: 't'.repeat(32) },
      {},
      {},
    ]);
  });

  it('refreshes with the refresh token, or lets the server use its cookie', async () => {
    const { api, http } = givenApi();
    api.on('post', '/api/auth/token', { status: 200, data: { data: tokenBody(2) } });
    const auth = authOver(http);
    expect(await auth.refresh('refresh-1')).toEqual(token(2));
    await auth.refresh(null);
    expect(api.requests.map((r) => r.data)).toEqual([{ refresh_token: 'refresh-1' }, {}]);
  });

  it('passes a rejected refresh token on as its client exception', async () => {
    const { api, http } = givenApi();
    api.on('post', '/api/auth/token', { status: 401, data: { error_code: 'AUTH_100027', message: '無效' } });
    await expect(authOver(http).refresh('x')).rejects.toBeInstanceOf(InvalidRefreshTokenError);
  });

  it('lets a refused renewal fail as it is: the account calls never go through the AUTH_100023 recovery', async () => {
    const { api, tokens, reloader, http } = givenApi();
    tokens.save(token(1));
    api.on('post', '/api/auth/token/renew', { status: 401, data: { error_code: 'AUTH_100023', message: '登入狀態無效' } });
    await expect(authOver(http).renew()).rejects.toEqual(new ApiError(401, 'AUTH_100023', '登入狀態無效'));
    expect(api.requests.map((r) => r.url)).toEqual(['/api/auth/token/renew']);
    expect(reloader.reloads).toBe(0);
  });
});

describe('ApiGroupBuyCatalog', () => {
  const catalogOver = (http: Parameters<typeof createApiClient>[0]) => new ApiGroupBuyCatalog(createApiClient(http, { parseAnswers: true }));

  it('reads the mall menu (the branches alone)', async () => {
    const { api, http } = givenApi();
    const branch = { id: 1, path: 'fashion', name: '嬰幼服飾', icon: 'fashion', color: '#f7c6d0' };
    api.on('get', '/resource/mall-branches', { status: 200, data: { data: { branches: [branch] } } });
    expect(await catalogOver(http).mallMenu()).toEqual([branch]);
  });

  it('reads data[0] of a group list and applies the card price rules', async () => {
    const { api, http } = givenApi();
    const list = { type: 'newest', title: '最新揪團', products: [product(1, 399), product(2, 0)], page: 2, has_more: true };
    api.on('get', '/v3/shopping/mall/all/groupbuy/newest', { status: 200, data: { data: [list] } });
    const result = await catalogOver(http).groupList('all', 'newest', 2);
    expect(result).toMatchObject({ title: '最新揪團', page: 2, hasMore: true });
    expect(result.cards[0]).toMatchObject({ id: 1, price: 399, originalPrice: 590, image: '/images/gb/1.svg', likeCount: null });
    expect(result.cards[1]).toMatchObject({ id: 2, price: null, originalPrice: null, priceSpecialText: '限時優惠價' });
    expect(api.requests[0].url).toBe('/v3/shopping/mall/all/groupbuy/newest');
  });
});

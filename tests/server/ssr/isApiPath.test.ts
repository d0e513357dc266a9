import { isApiPath } from '../../../server/ssr/isApiPath';

const API_PATHS = [
  '/api',
  '/api/userinfo',
  '/api/userinfo?utm_source=line',
  '/v2',
  '/v2/member/logout',
  '/v3/shopping/mall/all/groupbuy/newest?page=2',
  '/v1/member/profile-badges',
  '/resource/mall/all',
  '/images',
  '/images/og-default.png',
  '/search/v1/click-after-search',
  '/dev/mailbox',
  '/sandbox/idp/authorize?provider=facebook',
  '/assets/index-1a2b.js',
];

const PAGE_PATHS = [
  '/',
  '/mall/all',
  '/verify',
  '/auth/verify-email?token=abc',
  '/about?section=jobs',
  '/apiary',
  '/api-docs',
  '/version',
  '/v2x',
  '/event2/summer',
  '/search-suggest/mall',
  '/groupbuy/search?query=奶瓶',
  '/resources',
  '/imagesque',
  '/developer',
  '/mall/all?from=/api/x',
];

describe('isApiPath', () => {
  it.each(API_PATHS)('%s belongs to the API', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(PAGE_PATHS)('%s is a page', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});

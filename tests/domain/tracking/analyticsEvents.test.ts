import { BROWSING_SESSION_TIMEOUT_MS, continueSession, pageViewEvents } from '../../../src/domain/tracking/analyticsEvents';

describe('browsing session (SPEC §4.7, §9)', () => {
  it('continues within 30 minutes of the last activity and restarts after', () => {
    const first = continueSession(null, 1000, 'a');
    expect(first).toEqual({ id: 'a', lastActiveAt: 1000 });
    const touched = continueSession(first, 1000 + BROWSING_SESSION_TIMEOUT_MS - 1, 'b');
    expect(touched.id).toBe('a');
    expect(continueSession(touched, touched.lastActiveAt + BROWSING_SESSION_TIMEOUT_MS, 'c').id).toBe('c');
  });
});

describe('page view events', () => {
  it('a group-buy page is also a product view; other pages are page views only', () => {
    expect(pageViewEvents('/groupbuy/42/title', 5, 's').map((e) => [e.name, e.props])).toEqual([['page_view', { session: 's' }], ['product_view', { session: 's', groupbuy_id: 42 }]]);
    expect(pageViewEvents('/groupbuy/search', 5, 's').map((e) => e.name)).toEqual(['page_view']);
  });
});

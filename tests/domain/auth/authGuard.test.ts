import { guardRoute } from '../../../src/domain/auth/authGuard';

describe('guardRoute (SPEC §2.2, §5)', () => {
  it('lets anyone through a public route', () => {
    expect(guardRoute({ requiresAuth: false }, false)).toEqual({ allowed: true });
  });

  it('lets a member through a route needing sign-in', () => {
    expect(guardRoute({ requiresAuth: true, redirectTo: '/mall/all' }, true)).toEqual({ allowed: true });
  });

  it("sends a visitor to the route's target", () => {
    expect(guardRoute({ requiresAuth: true, redirectTo: '/mall/all' }, false)).toEqual({ allowed: false, redirectTo: '/mall/all' });
  });

  it('sends a visitor home when the route names no target', () => {
    expect(guardRoute({ requiresAuth: true }, false)).toEqual({ allowed: false, redirectTo: '/' });
    expect(guardRoute({ requiresAuth: true, redirectTo: '' }, false)).toEqual({ allowed: false, redirectTo: '/' });
  });
});

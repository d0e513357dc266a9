/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, screen } from '@testing-library/react';
import { renderApp, stubScrolling } from './renderApp';

/**
 * No foundation route needs sign-in yet and routes.tsx keeps withGuard private, so the real
 * route table gets two guarded pages the way a later issue adds them: in its page list.
 */
jest.mock('../../../src/ui/routes/foundationRoutes', () => {
  const actual = jest.requireActual('../../../src/ui/routes/foundationRoutes');
  const { createElement } = jest.requireActual('react');
  const page = (title: string) => async () => ({ Component: () => createElement('h1', null, title) });
  return {
    ...actual,
    foundationRoutes: [
      { path: 'member/profile', handle: { name: 'member', auth: {} }, lazy: page('會員中心') },
      { path: 'guarded/cart', handle: { name: 'shoppingcart', auth: { target: '/promotion-code' } }, lazy: page('購物車') },
      { path: 'promotion-code', handle: { name: 'promotion-code' }, lazy: page('領券專區') },
      ...actual.foundationRoutes,
    ],
  };
});

stubScrolling();

describe('route table: the auth guard (SPEC §2.2)', () => {
  it('sends a signed-out visitor of a guarded route without a target home', async () => {
    const { router } = renderApp('/member/profile');
    expect(await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: '會員中心' })).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to the route's target", async () => {
    const { router } = renderApp('/guarded/cart');
    expect(await screen.findByRole('heading', { level: 1, name: '領券專區' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotion-code');
  });

  it('lets a signed-in member in', async () => {
    const { router } = renderApp('/guarded/cart', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '購物車' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guarded/cart');
  });

  it('guards client-side navigation too', async () => {
    const { router } = renderApp('/promotion-code');
    await screen.findByRole('heading', { level: 1, name: '領券專區' });
    await act(() => router.navigate('/member/profile'));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算' })).toBeInTheDocument();
  });
});

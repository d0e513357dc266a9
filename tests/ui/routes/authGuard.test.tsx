/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, screen } from '@testing-library/react';
import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { renderApp, stubScrolling, type RenderedApp } from './renderApp';

/** The page behind the login dialog is aria-hidden while the dialog is open, so look through it. */
const HIDDEN = { hidden: true } as const;
const loginDialog = ({ di }: RenderedApp) => di.get(LoginDialogController).state$.getValue();

/**
 * No foundation route needs sign-in yet and routes.tsx keeps withGuard private, so the real
 * route table gets two guarded pages the way a later issue adds them: in its page list.
 */
jest.mock('../../../src/ui/routes/foundationRoutes', () => {
  const actual = jest.requireActual('../../../src/ui/routes/foundationRoutes');
  const { createElement } = jest.requireActual('react');
  const page = (title: string) => async () => ({ default: () => createElement('h1', null, title) });
  return {
    ...actual,
    foundationRoutes: [
      { path: 'guarded/profile', name: 'member', auth: {}, page: page('會員中心') },
      { path: 'guarded/cart', name: 'shoppingcart', auth: { target: '/guarded/coupons' }, page: page('購物車') },
      { path: 'guarded/coupons', name: 'promotion-code', page: page('領券專區') },
      ...actual.foundationRoutes,
    ],
  };
});

stubScrolling();

describe('route table: the auth guard (SPEC §2.2)', () => {
  it('sends a signed-out visitor of a guarded route without a target home, offering the login back to it', async () => {
    const app = renderApp('/guarded/profile');
    expect(await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算', ...HIDDEN })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: '會員中心', ...HIDDEN })).not.toBeInTheDocument();
    expect(loginDialog(app)).toEqual({ open: true, actionName: '請先登入會員，即可繼續', redirectTo: '/guarded/profile' });
  });

  it('says why on the sign-in a member link opened: 請先登入會員，即可查看訂單', async () => {
    const app = renderApp('/member/orders');
    expect(await screen.findByText('請先登入會員，即可查看訂單')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/');
    expect(loginDialog(app)).toEqual({ open: true, actionName: '請先登入會員，即可查看訂單', redirectTo: '/member/orders' });
  });

  it("sends a signed-out visitor to the route's target", async () => {
    const app = renderApp('/guarded/cart');
    expect(await screen.findByRole('heading', { level: 1, name: '領券專區', ...HIDDEN })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/guarded/coupons');
    expect(loginDialog(app).redirectTo).toBe('/guarded/cart');
  });

  it('lets a signed-in member in', async () => {
    const app = renderApp('/guarded/cart', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '購物車' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/guarded/cart');
    expect(loginDialog(app).open).toBe(false);
  });

  it('guards client-side navigation too', async () => {
    const app = renderApp('/guarded/coupons');
    await screen.findByRole('heading', { level: 1, name: '領券專區' });
    await act(() => app.router.navigate('/guarded/profile'));
    expect(app.router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算', ...HIDDEN })).toBeInTheDocument();
    expect(loginDialog(app)).toMatchObject({ open: true, redirectTo: '/guarded/profile' });
  });

  it('keeps the query of the page to come back to, and asks the browser to offer the login (a server redirect cannot carry the dialog)', async () => {
    const app = renderApp('/guarded/profile?tab=babies');
    await screen.findByRole('heading', { level: 1, name: '媽咪寶寶好物，限時揪團最划算', ...HIDDEN });
    expect(app.router.state.location.search).toBe(`?login=${encodeURIComponent('/guarded/profile?tab=babies')}`);
    expect(loginDialog(app)).toMatchObject({ open: true, redirectTo: '/guarded/profile?tab=babies' });
  });
});

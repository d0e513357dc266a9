/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemberMother } from '../../application/mothers/MemberMother';
import { renderApp, stubScrolling } from './renderApp';

stubScrolling();

const HOME_HEADING = { level: 1, name: '媽咪寶寶好物，限時揪團最划算' } as const;
const bottomNav = () => screen.queryByRole('navigation', { name: '底部選單' });
const footers = () => document.querySelectorAll('footer');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('route table: the shell around a page', () => {
  it('hides the footer and the bottom navigation in the app webview; its customer-service button asks the app (SPEC §7)', async () => {
    renderApp('/', { platform: 'android.app' });
    await screen.findByRole('heading', HOME_HEADING);
    expect(footers()).toHaveLength(0);
    expect(bottomNav()).not.toBeInTheDocument();
    // The floating button appears once the page has hydrated (its code loads after paint).
    expect(await screen.findByRole('button', { name: '線上客服' })).toBeInTheDocument();
  });

  it('gives a phone the mobile header and the bottom navigation with 購物 highlighted on home', async () => {
    renderApp('/', { platform: 'mobile' });
    await screen.findByRole('heading', HOME_HEADING);
    const nav = within(bottomNav()!);
    expect(nav.getByRole('link', { name: '購物' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '精選' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '搜尋' })).toHaveAttribute('href', '/search-suggest/mall');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '線上客服' })).not.toBeInTheDocument();
  });

  it('highlights no tab on a page outside the tab groups', async () => {
    renderApp('/about', { platform: 'ios.web' });
    await screen.findByRole('heading', { level: 1, name: '關於寶貝揪團' });
    expect(within(bottomNav()!).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('gives a desktop the desktop header, the footer and the customer-service button', async () => {
    renderApp('/');
    await screen.findByRole('heading', HOME_HEADING);
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '線上客服' })).toBeInTheDocument();
    expect([...footers()].map((footer) => footer.dataset.variant)).toEqual(['desktop', 'mobile']);
    expect(bottomNav()).not.toBeInTheDocument();
  });

  it('greets a signed-in member by nickname', async () => {
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('button', { name: `嗨，${MemberMother.amy().nickname}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登入 / 註冊' })).not.toBeInTheDocument();
  });

  it('signs a member out from the member menu', async () => {
    renderApp('/about', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: `嗨，${MemberMother.amy().nickname}` }));
    const signOut = await screen.findByRole('menuitem', { name: '登出' });
    await act(async () => fireEvent.click(signOut));
    expect(await screen.findByRole('button', { name: '登入 / 註冊' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
  });

  it('signs a visitor in from the header through the login dialog', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '登入 / 註冊' }));
    const dialog = await screen.findByRole('dialog', { name: '會員登入' });
    type('E-mail', MemberMother.amy().email);
    type('密碼', MemberMother.amy().password);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '登入' })));
    expect(await screen.findByRole('button', { name: `嗨，${MemberMother.amy().nickname}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登入 / 註冊' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the message on a wrong password', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '登入 / 註冊' }));
    const dialog = await screen.findByRole('dialog', { name: '會員登入' });
    type('E-mail', MemberMother.amy().email);
    type('密碼', 'not-the-password');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '登入' })));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('E-mail 或密碼錯誤');
    // The open modal hides the page from the accessibility tree.
    expect(screen.getByRole('button', { name: '登入 / 註冊', hidden: true })).toBeInTheDocument();
  });
});

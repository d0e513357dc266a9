import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DesktopHeader, type DesktopHeaderProps } from '../../../src/ui/shell/DesktopHeader';
import { RouterLinkForTest } from './RouterLinkForTest';
import { renderWithTheme } from './renderWithTheme';

function props(overrides: Partial<DesktopHeaderProps> = {}): DesktopHeaderProps {
  return { signedIn: false, nickname: null, cartCount: 0, onLoginClick: jest.fn(), onSignOut: jest.fn(), ...overrides };
}

describe('DesktopHeader', () => {
  it('links the logo home and the main sections to their pages', () => {
    renderWithTheme(<DesktopHeader {...props()} />);
    expect(screen.getByRole('link', { name: '寶貝揪團首頁' })).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('navigation', { name: '主選單' }));
    expect(nav.getByRole('link', { name: '商城' })).toHaveAttribute('href', '/mall/all');
    expect(nav.getByRole('link', { name: '精選' })).toHaveAttribute('href', '/featured-products/hot');
    expect(nav.getByRole('link', { name: '討論區' })).toHaveAttribute('href', '/qa');
    expect(nav.getByRole('link', { name: '探索' })).toHaveAttribute('href', '/explore');
  });

  it('searches with a GET form to the search page', () => {
    renderWithTheme(<DesktopHeader {...props()} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/groupbuy/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('搜尋商品')).toHaveAttribute('name', 'query');
    expect(within(form).getByRole('button', { name: '搜尋' })).toHaveAttribute('type', 'submit');
  });

  it('shows the cart count capped at 99+', () => {
    renderWithTheme(<DesktopHeader {...props({ cartCount: 100 })} />);
    const cart = screen.getByRole('link', { name: '購物車，99+ 件商品' });
    expect(cart).toHaveAttribute('href', '/groupbuy/shoppingcart');
    expect(within(cart).getByText('99+')).toBeInTheDocument();
  });

  it('offers sign-in to a visitor', () => {
    const onLoginClick = jest.fn();
    renderWithTheme(<DesktopHeader {...props({ onLoginClick })} />);
    fireEvent.click(screen.getByRole('button', { name: '登入 / 註冊' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });

  it('greets a member and offers the member menu with sign-out', async () => {
    const onSignOut = jest.fn();
    renderWithTheme(<DesktopHeader {...props({ signedIn: true, nickname: '小美媽', onSignOut })} />);
    expect(screen.queryByRole('button', { name: '登入 / 註冊' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '嗨，小美媽' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: '會員中心' })).toHaveAttribute('href', '/member/profile');
    expect(menu.getByRole('menuitem', { name: '訂單查詢' })).toHaveAttribute('href', '/member/orders');
    fireEvent.click(menu.getByRole('menuitem', { name: '登出' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('renders its links through the given link component', () => {
    renderWithTheme(
      <MemoryRouter>
        <DesktopHeader {...props()} LinkComponent={RouterLinkForTest} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '商城' })).toHaveAttribute('href', '/mall/all');
  });
});

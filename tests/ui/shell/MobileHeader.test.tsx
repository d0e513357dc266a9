import { fireEvent, screen, within } from '@testing-library/react';
import { MobileHeader, type MobileHeaderProps } from '../../../src/ui/shell/MobileHeader';
import { renderWithTheme } from './renderWithTheme';

function props(overrides: Partial<MobileHeaderProps> = {}): MobileHeaderProps {
  return { signedIn: false, nickname: null, cartCount: 0, onLoginClick: jest.fn(), onSignOut: jest.fn(), ...overrides };
}

describe('MobileHeader', () => {
  it('shows the logo, the search link and the cart with its badge', () => {
    renderWithTheme(<MobileHeader {...props({ cartCount: 3 })} />);
    expect(screen.getByRole('link', { name: '寶貝揪團首頁' })).toHaveTextContent('寶貝揪團');
    expect(screen.getByRole('link', { name: '搜尋' })).toHaveAttribute('href', '/search-suggest/mall');
    const cart = screen.getByRole('link', { name: '購物車，3 件商品' });
    expect(cart).toHaveAttribute('href', '/groupbuy/shoppingcart');
    expect(within(cart).getByText('3')).toBeInTheDocument();
  });

  it('caps the cart badge at 99+', () => {
    renderWithTheme(<MobileHeader {...props({ cartCount: 999 })} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('offers a short sign-in button to a visitor', () => {
    const onLoginClick = jest.fn();
    renderWithTheme(<MobileHeader {...props({ onLoginClick })} />);
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });

  it('opens the member menu with the nickname for a member', async () => {
    const onSignOut = jest.fn();
    renderWithTheme(<MobileHeader {...props({ signedIn: true, nickname: 'Amy', onSignOut })} />);
    fireEvent.click(screen.getByRole('button', { name: '會員選單（嗨，Amy）' }));
    expect(await screen.findByText('嗨，Amy')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '會員中心' })).toHaveAttribute('href', '/member/profile');
    fireEvent.click(screen.getByRole('menuitem', { name: '登出' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

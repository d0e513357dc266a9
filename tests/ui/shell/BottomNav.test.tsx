import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BottomNav, type BottomNavProps } from '../../../src/ui/shell/BottomNav';
import { RouterLinkForTest } from './RouterLinkForTest';
import { renderWithTheme } from './renderWithTheme';

function props(overrides: Partial<BottomNavProps> = {}): BottomNavProps {
  return {
    activeKey: null,
    cartCount: 0,
    notificationCount: 0,
    animateFeatured: false,
    onCartClick: () => true,
    ...overrides,
  };
}

const tab = (key: string) => document.querySelector(`a[data-tab="${key}"]`) as HTMLAnchorElement;

describe('BottomNav', () => {
  it('shows the six tabs of SPEC §2.4 in order with their paths', () => {
    renderWithTheme(<BottomNav {...props()} />);
    const links = within(screen.getByRole('navigation', { name: '底部選單' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['購物', '精選', '討論', '探索', '購物車', '會員']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mall/all',
      '/featured-products/hot',
      '/qa',
      '/explore',
      '/groupbuy/shoppingcart',
      '/member/profile',
    ]);
  });

  it('marks the active tab as the current page', () => {
    renderWithTheme(<BottomNav {...props({ activeKey: 'discussion' })} />);
    expect(tab('discussion')).toHaveAttribute('aria-current', 'page');
    expect(tab('shopping')).not.toHaveAttribute('aria-current');
  });

  it('caps the cart and notification badges at 99+', () => {
    renderWithTheme(<BottomNav {...props({ cartCount: 120, notificationCount: 7 })} />);
    expect(within(tab('cart')).getByText('99+')).toBeInTheDocument();
    expect(within(tab('member')).getByText('7')).toBeInTheDocument();
    expect(tab('cart')).toHaveAccessibleName('購物車 99+');
    expect(tab('member')).toHaveAccessibleName('會員 7');
  });

  it('shows no badge at zero', () => {
    renderWithTheme(<BottomNav {...props({ cartCount: 0, notificationCount: 0 })} />);
    expect(tab('cart')).toHaveAccessibleName('購物車');
    expect(within(tab('cart')).queryByText('0')).not.toBeInTheDocument();
  });

  it('stays when the owner says no (a visitor got the login dialog)', () => {
    const onCartClick = jest.fn(() => false);
    const onTabClick = jest.fn();
    renderWithTheme(<BottomNav {...props({ onCartClick, onTabClick })} />);
    const notPrevented = fireEvent.click(tab('cart'));
    expect(notPrevented).toBe(false);
    expect(onCartClick).toHaveBeenCalledTimes(1);
    expect(onTabClick).toHaveBeenCalledWith('cart');
  });

  it('goes on to the cart when the owner says yes (a member)', () => {
    const onCartClick = jest.fn(() => true);
    renderWithTheme(<BottomNav {...props({ onCartClick })} />);
    expect(fireEvent.click(tab('cart'))).toBe(true);
    expect(onCartClick).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for the other tabs', () => {
    const onCartClick = jest.fn(() => false);
    renderWithTheme(<BottomNav {...props({ onCartClick })} />);
    expect(fireEvent.click(tab('explore'))).toBe(true);
    expect(onCartClick).not.toHaveBeenCalled();
  });

  it('stays on the page with a router link when the visitor is signed out', () => {
    function Where() {
      return <output>{useLocation().pathname}</output>;
    }
    renderWithTheme(
      <MemoryRouter initialEntries={['/qa']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <BottomNav {...props({ onCartClick: () => false, LinkComponent: RouterLinkForTest })} />
      </MemoryRouter>,
    );
    fireEvent.click(tab('cart'));
    expect(screen.getByRole('status')).toHaveTextContent('/qa');
    fireEvent.click(tab('explore'));
    expect(screen.getByRole('status')).toHaveTextContent('/explore');
  });

  it('bounces the featured icon only when asked', () => {
    const { rerender } = renderWithTheme(<BottomNav {...props({ animateFeatured: false })} />);
    expect(tab('featured').querySelector('[data-animated]')).toBeNull();
    rerender(<BottomNav {...props({ animateFeatured: true })} />);
    expect(tab('featured').querySelector('[data-animated="true"]')).not.toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { CustomerServiceWidget } from '../../../src/ui/shell/CustomerServiceWidget';
import { MobileHeader } from '../../../src/ui/shell/MobileHeader';
import { renderWithTheme } from './renderWithTheme';

const member = { signedIn: false, nickname: null, cartCount: 2, onLoginClick: jest.fn(), onSignOut: jest.fn() };

describe('the shell inside the app (SPEC §6, §7)', () => {
  it('has no web cart link or sign-in in the header: the app has its own', () => {
    renderWithTheme(<MobileHeader {...member} inApp />);
    expect(screen.getByRole('link', { name: '寶貝揪團首頁' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '搜尋' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /購物車/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '登入' })).toBeNull();
  });

  it('lets the app open its own customer service, and opens the web card when the app could not', () => {
    const onOpenInApp = jest.fn(() => true);
    const { unmount } = renderWithTheme(<CustomerServiceWidget onOpenInApp={onOpenInApp} />);
    fireEvent.click(screen.getByRole('button', { name: '線上客服' }));
    expect(onOpenInApp).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderWithTheme(<CustomerServiceWidget onOpenInApp={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: '線上客服' }));
    expect(screen.getByRole('dialog', { name: '線上客服' })).toBeInTheDocument();
  });
});

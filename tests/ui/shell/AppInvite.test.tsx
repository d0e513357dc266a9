import { fireEvent, screen } from '@testing-library/react';
import { smartBannerFor } from '../../../src/domain/appInvite/smartBanner';
import { CommonPopup } from '../../../src/ui/shell/CommonPopup';
import { SmartBanner } from '../../../src/ui/shell/SmartBanner';
import { renderWithTheme } from './renderWithTheme';

describe('SmartBanner (SPEC §4.6)', () => {
  it('shows the coupon copy, five stars with (1762) and a link to the app page; the close button closes', () => {
    const onClose = jest.fn();
    renderWithTheme(<SmartBanner banner={smartBannerFor('/')} onClose={onClose} aboveBottomNav />);
    const banner = screen.getByRole('complementary', { name: 'App 下載推薦' });
    expect(banner).toHaveTextContent('首載 App 現領 $ 100 折價券');
    expect(banner).toHaveTextContent('(1762)');
    expect(screen.getByRole('link', { name: '點我領券' })).toHaveAttribute('href', '/app');
    fireEvent.click(screen.getByRole('button', { name: '關閉 App 下載推薦' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('invites to follow discussions on Q&A pages', () => {
    renderWithTheme(<SmartBanner banner={smartBannerFor('/qa/12')} onClose={() => {}} />);
    expect(screen.getByRole('complementary')).toHaveTextContent('下載 App 追蹤討論再送 $ 100');
  });
});

describe('CommonPopup (SPEC §4.4)', () => {
  it('is a named dialog on its stack layer with both actions', () => {
    const onPrimary = jest.fn();
    const onSecondary = jest.fn();
    renderWithTheme(
      <CommonPopup
        popup={{ title: '寶貝揪團 App 購物更划算', description: '首次下載 App 現領 $100 折價券', primaryText: '下載 App', secondaryText: '先逛網頁', primaryPath: '/app' }}
        zIndex={3000}
        scrollLock
        onPrimary={onPrimary}
        onSecondary={onSecondary}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '寶貝揪團 App 購物更划算' });
    expect(dialog).toHaveTextContent('首次下載 App 現領 $100 折價券');
    expect(screen.getByRole('link', { name: '下載 App' })).toHaveAttribute('href', '/app');
    fireEvent.click(screen.getByRole('link', { name: '下載 App' }));
    fireEvent.click(screen.getByRole('button', { name: '先逛網頁' }));
    expect(onPrimary).toHaveBeenCalledTimes(1);
    expect(onSecondary).toHaveBeenCalledTimes(1);
  });
});

import { screen } from '@testing-library/react';
import { OfflineNotice } from '../../../src/ui/shell/OfflineNotice';
import { ToastStack } from '../../../src/ui/shell/ToastStack';
import { renderWithTheme } from './renderWithTheme';

describe('ToastStack', () => {
  it('keeps a polite live region even when empty', () => {
    renderWithTheme(<ToastStack toasts={[]} />);
    const region = screen.getByRole('status', { name: '通知訊息' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows every toast in order', () => {
    renderWithTheme(
      <ToastStack
        aboveBottomNav
        toasts={[
          { id: 1, text: '已加入購物車' },
          { id: 2, text: '已加入追蹤' },
        ]}
      />,
    );
    const region = screen.getByRole('status');
    expect(Array.from(region.children, (toast) => toast.textContent)).toEqual(['已加入購物車', '已加入追蹤']);
  });
});

describe('OfflineNotice', () => {
  it('says the shop is offline only while offline', () => {
    const { rerender } = renderWithTheme(<OfflineNotice online />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<OfflineNotice online={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('目前處於離線狀態，部分功能可能無法使用');
  });
});

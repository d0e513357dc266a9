/**
 * @jest-environment node
 */
import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BottomNav } from '../../../src/ui/shell/BottomNav';
import { CustomerServiceWidget } from '../../../src/ui/shell/CustomerServiceWidget';
import { DesktopHeader } from '../../../src/ui/shell/DesktopHeader';
import { Footer } from '../../../src/ui/shell/Footer';
import { LoginDialog } from '../../../src/ui/shell/LoginDialog';
import { MobileHeader } from '../../../src/ui/shell/MobileHeader';
import { OfflineNotice } from '../../../src/ui/shell/OfflineNotice';
import { ProgressBar } from '../../../src/ui/shell/ProgressBar';
import { ToastStack } from '../../../src/ui/shell/ToastStack';
import { createShopTheme } from '../../../src/ui/theme';

const html = (ui: ReactElement) => renderToString(<ThemeProvider theme={createShopTheme()}>{ui}</ThemeProvider>);
const member = { signedIn: true, nickname: '小美媽', cartCount: 150, onLoginClick: () => {}, onSignOut: () => {} };
const noop = async () => ({ ok: true as const });

describe('shell components on the server', () => {
  it('render without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(html(<DesktopHeader {...member} />)).toContain('嗨，小美媽');
    expect(html(<MobileHeader {...member} />)).toContain('99+');
    expect(html(<Footer variant="desktop" />)).toContain('客服時間：週一至週五 9:30-12:00、14:00-17:30');
    expect(html(<Footer variant="mobile" />)).toContain('<details');
    expect(html(<CustomerServiceWidget />)).toContain('aria-expanded="false"');
    expect(html(<ProgressBar value={10} color="#2f80ed" />)).toContain('aria-valuenow="10"');
    expect(html(<ToastStack toasts={[{ id: 1, text: '已加入購物車' }]} />)).toContain('已加入購物車');
    expect(html(<OfflineNotice online={false} />)).toContain('目前處於離線狀態');
    expect(() => html(<LoginDialog open onClose={() => {}} onSignIn={noop} onSignUp={noop} />)).not.toThrow();
  });

  it('renders the bottom navigation with the featured animation and badges', () => {
    const out = html(
      <BottomNav
        activeKey="shopping"
        cartCount={3}
        notificationCount={100}
        animateFeatured
        onCartClick={() => true}
      />,
    );
    expect(out).toContain('data-animated="true"');
    expect(out).toContain('aria-current="page"');
    expect(out).toContain('99+');
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BottomNav } from '../../../src/ui/shell/BottomNav';
import { CustomerServiceWidget } from '../../../src/ui/shell/CustomerServiceWidget';
import { DesktopHeader } from '../../../src/ui/shell/DesktopHeader';
import { Footer } from '../../../src/ui/shell/Footer';
import { MobileHeader } from '../../../src/ui/shell/MobileHeader';
import { ProgressBar } from '../../../src/ui/shell/ProgressBar';
import { ToastStack } from '../../../src/ui/shell/ToastStack';
import { createShopTheme } from '../../../src/ui/theme';

const member = { signedIn: true, nickname: 'Amy', cartCount: 5, onLoginClick: () => {}, onSignOut: () => {} };

const CASES: [string, ReactElement][] = [
  ['DesktopHeader', <DesktopHeader key="d" {...member} />],
  ['MobileHeader', <MobileHeader key="m" {...member} signedIn={false} />],
  ['Footer desktop', <Footer key="fd" variant="desktop" />],
  ['Footer mobile', <Footer key="fm" variant="mobile" />],
  ['CustomerServiceWidget', <CustomerServiceWidget key="c" />],
  ['ProgressBar', <ProgressBar key="p" value={30} color="#f25c87" />],
  ['ToastStack', <ToastStack key="t" toasts={[{ id: 1, text: '已加入追蹤' }]} />],
  [
    'BottomNav',
    <BottomNav key="b" activeKey="member" cartCount={1} notificationCount={2} animateFeatured={false} onCartClick={() => true} />,
  ],
];

describe('shell components hydrate server HTML', () => {
  it.each(CASES)('%s hydrates without a mismatch', async (_name, ui) => {
    const tree = <ThemeProvider theme={createShopTheme()}>{ui}</ThemeProvider>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }));
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});

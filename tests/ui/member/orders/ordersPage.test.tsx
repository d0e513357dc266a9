/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildTestContainer } from '../../../../src/infrastructure/di/buildTestContainer';
import { FixedClock } from '../../../../src/infrastructure/clock/FixedClock';
import { InMemoryMemberOrders } from '../../../../src/infrastructure/memory/InMemoryMemberOrders';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../../src/ui/app/createQueryClient';
import OrdersPage from '../../../../src/ui/pages/member/orders/OrdersPage';

function openOrders(path: string) {
  const container = buildTestContainer();
  const now = container.get(FixedClock).now();
  const shop = container.get(InMemoryMemberOrders);
  for (const [i, status] of (['pending_payment', 'shipped', 'delivered', 'cancelled'] as const).entries()) {
    shop.add({ status, createdAt: now - i * 1000, total: 1280 + i, paymentMethod: 'card', deliveredAt: null, lines: [{ optionId: i + 1, productTitle: `包屁衣 ${i}`, size: '70cm', unitPrice: 640, quantity: 2 }] });
  }
  const router = createMemoryRouter([
    { path: '/member/orders', element: <Suspense fallback={null}><OrdersPage /></Suspense> },
    { path: '/member/order/:type', element: <Suspense fallback={null}><OrdersPage /></Suspense> },
  ], { initialEntries: [path] });
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
}

describe('訂單查詢', () => {
  it('shows every tab with its count and the orders of the chosen tab, newest first', async () => {
    openOrders('/member/order/shipped');
    expect(await screen.findByRole('heading', { level: 1, name: '訂單查詢' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '訂單狀態' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['全部 (4)', '待付款 (1)', '待出貨 (0)', '已出貨 (2)', '已完成 (0)', '已取消/退款 (1)']);
    expect(within(tabs).getByRole('link', { name: '已出貨 (2)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByTestId('order-card').map((c) => within(c).getByTestId('order-status').textContent)).toEqual(['已出貨', '已送達']);
  });

  it('shows all orders for an unknown type, with 前往付款 on the unpaid one', async () => {
    openOrders('/member/order/whatever');
    expect((await screen.findAllByTestId('order-card'))).toHaveLength(4);
    expect(screen.getByRole('link', { name: /^前往付款/ }).getAttribute('href')).toBe('/member/order/detail?id=1');
  });
});

/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildTestContainer } from '../../../../src/infrastructure/di/buildTestContainer';
import { FixedClock } from '../../../../src/infrastructure/clock/FixedClock';
import { InMemoryMemberOrders } from '../../../../src/infrastructure/memory/InMemoryMemberOrders';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../../src/ui/app/createQueryClient';
import OrdersPage from '../../../../src/ui/pages/member/orders/OrdersPage';
import { orderListQuery } from '../../../../src/ui/pages/member/orders/memberOrdersQueries';

function openOrders(path: string, arrange: (container: ReturnType<typeof buildTestContainer>, queryClient: QueryClient) => Promise<void> | void = () => {}) {
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
  const queryClient = createQueryClient();
  return { shop, show: async () => {
    await arrange(container, queryClient);
    render(<AppProviders deps={{ container, queryClient, origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  } };
}

describe('訂單查詢', () => {
  it('shows every tab with its count and the orders of the chosen tab, newest first', async () => {
    await openOrders('/member/order/shipped').show();
    expect(await screen.findByRole('heading', { level: 1, name: '訂單查詢' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '訂單狀態' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['全部 (4)', '待付款 (1)', '待出貨 (0)', '已出貨 (2)', '已完成 (0)', '已取消/退款 (1)']);
    expect(within(tabs).getByRole('link', { name: '已出貨 (2)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByTestId('order-card').map((c) => within(c).getByTestId('order-status').textContent)).toEqual(['已出貨', '已送達']);
  });

  it('shows all orders for an unknown type, with 前往付款 on the unpaid one', async () => {
    await openOrders('/member/order/whatever').show();
    expect((await screen.findAllByTestId('order-card'))).toHaveLength(4);
    expect(screen.getByRole('link', { name: /^前往付款/ }).getAttribute('href')).toBe('/member/order/detail?id=1');
  });

  it("does not read the list again when the page hydrates over the server's answer", async () => {
    const page = openOrders('/member/orders', async (container, browser) => {
      // The page server's read, handed over in the page a few seconds before the browser hydrates it.
      const server = createQueryClient();
      await server.fetchQuery(orderListQuery(container, 'all', 1));
      const state = dehydrate(server);
      state.queries.forEach((query) => Object.assign(query.state, { dataUpdatedAt: Date.now() - 5_000 }));
      hydrate(browser, state);
    });
    const list = jest.spyOn(page.shop, 'list');
    await page.show();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Once, by the page server; not again by the hydrated page.
    expect(list).toHaveBeenCalledTimes(1);
  });
});

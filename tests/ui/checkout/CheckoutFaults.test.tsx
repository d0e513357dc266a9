/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Newable } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ChangeCheckout, SaveDestination } from '../../../src/application/checkout/checkoutUseCases';
import { PlaceOrder } from '../../../src/application/checkout/PlaceOrder';
import type { CheckoutGateway, OrderDesk } from '../../../src/application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import type { Checkout } from '../../../src/domain/checkout/checkoutView';
import { fail } from '../../../src/domain/errors/Result';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import CheckoutPage from '../../../src/ui/pages/checkout/CheckoutPage';

const unused = () => Promise.reject(new Error('not used here'));

const checkout = {
  id: 31, lines: [{ optionId: 7, groupBuyId: 3, status: 'ok' }], groups: [], buyer: { name: '王小美', mobile: '0912345678', email: 'amy@example.com' }, deliveryMethod: 'home',
  deliveryChoices: [{ method: 'home', label: '宅配', fee: 100 }], destination: null, paymentMethod: null, invoice: { kind: 'member' },
  paymentChoices: [{ method: 'card', label: '信用卡', disabledReason: null }],
  coupon: null, couponMode: 'best', credit: { balance: 0, cap: 0, used: 0 },
  summary: { goods: 500, promotionDiscount: 0, couponDiscount: 0, creditUsed: 0, shippingFee: 100, total: 600 }, orderId: null,
} as unknown as Checkout;

function openCheckout(path = '/groupbuy/pay/v2/31') {
  const changes: unknown[] = [];
  const gateway = {
    open: unused, load: async () => checkout, coupons: unused, banks: unused, storeMap: unused, destinations: async () => [],
    change: async (_id: number, change: unknown) => {
      changes.push(change);
      return checkout;
    },
  } as unknown as CheckoutGateway;
  const desk: OrderDesk = {
    place: async () => fail({
      code: 'ORDER_INCOMPLETE', message: '結帳資料尚未完成，請檢查標示的欄位',
      lines: { 'buyer.mobile': '手機號碼須為 09 開頭的 10 碼數字', destination_id: '請選擇收件地址或取貨門市', payment_method: '請選擇付款方式' },
    }),
  };
  const container = buildTestContainer((c) => {
    for (const useCase of [ChangeCheckout, SaveDestination, PlaceOrder] as Newable[]) if (!c.isBound(useCase)) c.bind(useCase).toSelf();
    const bind = <T,>(token: symbol, value: T) => (c.isBound(token) ? c.rebind(token) : c.bind(token)).toConstantValue(value);
    bind(CHECKOUT_TOKENS.CheckoutGateway, gateway);
    bind(CHECKOUT_TOKENS.OrderDesk, desk);
    bind(CHECKOUT_TOKENS.IdempotencyKeys, { next: () => 'key-00000001' });
  });
  const router = createMemoryRouter(
    [{ path: '/groupbuy/pay/v2/:id/*', element: <Suspense fallback={null}><CheckoutPage /></Suspense> }],
    { initialEntries: [path] },
  );
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return changes;
}

describe('「請檢查標示的欄位」 on the checkout', () => {
  it('marks every section the shop refused and moves the focus to the first one', async () => {
    openCheckout();
    const buyer = await screen.findByRole('region', { name: '訂購人' });
    expect(within(buyer).getByText('王小美・0912-345-678')).toBeInTheDocument();
    const [desktopPlace] = screen.getAllByRole('button', { name: '送出訂單' });
    await act(async () => fireEvent.click(desktopPlace));
    expect(await screen.findAllByText('結帳資料尚未完成，請檢查標示的欄位')).not.toHaveLength(0);
    expect(within(buyer).getByText('手機號碼須為 09 開頭的 10 碼數字')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '配送方式' })).getByText('請選擇收件地址或取貨門市')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '付款方式' })).getByText('請選擇付款方式')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '發票' })).not.toHaveAttribute('data-fault');
    const editBuyer = within(buyer).getByRole('link', { name: '編輯訂購人' });
    expect(editBuyer).toHaveFocus();
    expect(editBuyer).toHaveAccessibleDescription('手機號碼須為 09 開頭的 10 碼數字');
  });

  it('sends a mobile typed 0912 345 678 as 0912345678, and focuses a mobile it cannot read', async () => {
    const changes = openCheckout('/groupbuy/pay/v2/31/buyer/edit');
    const dialog = await screen.findByRole('dialog');
    const mobile = within(dialog).getByLabelText(/手機/);
    expect(mobile).toHaveValue('0912-345-678');
    fireEvent.change(mobile, { target: { value: '0912-345-67' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '儲存' })));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(changes).toEqual([]);
    fireEvent.change(mobile, { target: { value: '0912 345 678' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '儲存' })));
    expect(changes).toEqual([{ buyer: { name: '王小美', mobile: '0912345678', email: 'amy@example.com' } }]);
  });
});

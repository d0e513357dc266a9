/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Newable } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RemoveDestination, SaveDestination } from '../../../src/application/checkout/checkoutUseCases';
import type { CheckoutGateway } from '../../../src/application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import type { Checkout, Destination } from '../../../src/domain/checkout/checkoutView';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import { ApiError } from '../../../src/domain/errors/clientErrors';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { CheckoutModals } from '../../../src/ui/pages/checkout/CheckoutModals';
import { checkoutModal } from '../../../src/ui/pages/checkout/checkoutModal';

const FULL = CheckoutMessages.HOME_ADDRESSES_FULL(20);
const unused = () => Promise.reject(new Error('not used here'));
const place = (id: number, street: string): Destination => ({
  id, kind: 'home', recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', zip: '106', street, storeChain: null, storeId: null, storeName: null, isDefault: id === 1,
} as Destination);

const checkout = {
  id: 31, lines: [], groups: [], buyer: { name: '王小美', mobile: '0912345678', email: 'amy@example.com' }, deliveryMethod: 'home',
  deliveryChoices: [{ method: 'home', label: '宅配', fee: 100 }], destination: null, paymentMethod: null, paymentChoices: [], invoice: { kind: 'member' },
  coupon: null, couponMode: 'best', credit: { balance: 0, cap: 0, used: 0 }, summary: {}, orderId: null,
} as unknown as Checkout;

/** The shop as the modals meet it: 20 addresses saved, a 21st refused the way the API refuses it. */
function fakeShop() {
  const shop = {
    saved: [place(1, '復興南路一段 1 號'), place(2, '復興南路一段 2 號')],
    removed: [] as number[],
    gateway: {
      open: unused, load: async () => checkout, change: async () => checkout, coupons: unused, banks: unused, storeMap: unused,
      destinations: async () => shop.saved,
      saveDestination: async () => { throw new ApiError(409, 'DESTINATION_LIMIT', FULL); },
      removeDestination: async (id: number) => {
        shop.removed.push(id);
        shop.saved = shop.saved.filter((d) => d.id !== id);
      },
    } as unknown as CheckoutGateway,
  };
  return shop;
}

function openModal(sub: string) {
  const shop = fakeShop();
  const container = buildTestContainer((c) => {
    for (const useCase of [SaveDestination, RemoveDestination] as Newable[]) if (!c.isBound(useCase)) c.bind(useCase).toSelf();
    (c.isBound(CHECKOUT_TOKENS.CheckoutGateway) ? c.rebind(CHECKOUT_TOKENS.CheckoutGateway) : c.bind(CHECKOUT_TOKENS.CheckoutGateway)).toConstantValue(shop.gateway);
  });
  const router = createMemoryRouter(
    [{ path: '/groupbuy/pay/v2/31/*', element: <CheckoutModals checkout={checkout} modal={checkoutModal(sub)!} /> }],
    { initialEntries: [`/groupbuy/pay/v2/31/${sub}`] },
  );
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return shop;
}

describe('the cap of 20 saved addresses in the checkout modals', () => {
  it('shows the shop\'s refusal of a 21st address in the address form, and keeps what was typed', async () => {
    openModal('address/create');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/街道地址/), { target: { value: '忠孝東路四段 1 號' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '儲存' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('最多可儲存 20 筆收件地址，請先刪除不用的地址');
    expect(within(dialog).getByLabelText(/街道地址/)).toHaveValue('忠孝東路四段 1 號');
  });

  it('offers 刪除 beside each saved address in the delivery modal, and the list follows', async () => {
    const shop = openModal('delivery');
    const remove = await screen.findByRole('button', { name: '刪除 復興南路一段 2 號' });
    await act(async () => fireEvent.click(remove));
    expect(shop.removed).toEqual([2]);
    expect(await screen.findByRole('button', { name: '刪除 復興南路一段 1 號' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '刪除 復興南路一段 2 號' })).not.toBeInTheDocument();
  });
});

/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Newable } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ChangeCheckout } from '../../../src/application/checkout/checkoutUseCases';
import type { CheckoutGateway } from '../../../src/application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import type { Checkout } from '../../../src/domain/checkout/checkoutView';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { CheckoutModals } from '../../../src/ui/pages/checkout/CheckoutModals';
import { checkoutModal } from '../../../src/ui/pages/checkout/checkoutModal';

const unused = () => Promise.reject(new Error('not used here'));

/** A production shop's checkout: AFTEE has no provider there, so the shop lists it disabled with why. */
const checkout = {
  id: 31, lines: [], groups: [], buyer: { name: '王小美', mobile: '0912345678', email: 'amy@example.com' }, deliveryMethod: 'home',
  deliveryChoices: [{ method: 'home', label: '宅配', fee: 100 }], destination: null, paymentMethod: null, invoice: { kind: 'member' },
  paymentChoices: [
    { method: 'card', label: '信用卡', disabledReason: null },
    { method: 'aftee', label: 'AFTEE 先享後付', disabledReason: CheckoutMessages.PAYMENT_NOT_OFFERED },
    { method: 'cvs_cod', label: '超商取貨付款', disabledReason: CheckoutMessages.COD_NEEDS_STORE_PICKUP },
  ],
  coupon: null, couponMode: 'best', credit: { balance: 0, cap: 0, used: 0 }, summary: {}, orderId: null,
} as unknown as Checkout;

function openPaymentModal() {
  const changes: unknown[] = [];
  const gateway = {
    open: unused, load: async () => checkout, coupons: unused, banks: unused, storeMap: unused, destinations: async () => [],
    change: async (_id: number, change: unknown) => {
      changes.push(change);
      return checkout;
    },
  } as unknown as CheckoutGateway;
  const container = buildTestContainer((c) => {
    for (const useCase of [ChangeCheckout] as Newable[]) if (!c.isBound(useCase)) c.bind(useCase).toSelf();
    (c.isBound(CHECKOUT_TOKENS.CheckoutGateway) ? c.rebind(CHECKOUT_TOKENS.CheckoutGateway) : c.bind(CHECKOUT_TOKENS.CheckoutGateway)).toConstantValue(gateway);
  });
  const router = createMemoryRouter(
    [{ path: '/groupbuy/pay/v2/31/*', element: <CheckoutModals checkout={checkout} modal={checkoutModal('payment')!} /> }],
    { initialEntries: ['/groupbuy/pay/v2/31/payment'] },
  );
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return changes;
}

describe('a payment method the shop does not take', () => {
  it('is listed disabled with 目前未開放此付款方式, without its intro link, and the others can still be chosen', async () => {
    const changes = openPaymentModal();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'AFTEE 先享後付' })).toBeDisabled();
    expect(within(dialog).getByText('目前未開放此付款方式')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: '什麼是 AFTEE 先享後付？' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '超商取貨付款' })).toBeDisabled();
    const card = within(dialog).getByRole('radio', { name: '信用卡' });
    expect(card).toBeEnabled();
    await act(async () => fireEvent.click(card));
    expect(changes).toEqual([expect.objectContaining({ paymentMethod: 'card' })]);
  });
});

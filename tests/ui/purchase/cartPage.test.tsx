/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { OpenCheckout } from '../../../src/application/checkout/checkoutUseCases';
import type { CheckoutGateway } from '../../../src/application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import type { Checkout } from '../../../src/domain/checkout/checkoutView';
import { ApiError } from '../../../src/domain/errors/clientErrors';
import type { GroupBuyDetail } from '../../../src/domain/purchase/GroupBuyDetail';
import { InMemoryCartGateway, InMemoryPurchaseCatalog } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../application/mothers/PanelProductMother';
import { renderApp, stubScrolling } from '../routes/renderApp';

stubScrolling();

/** 紗布巾團 (group-buy 2; its 70cm is option 111) closed long ago. */
function endedGroupBuy(): GroupBuyDetail {
  const bodysuit = PanelProductMother.bodysuit();
  const product = PanelProductMother.bodysuit({ itemId: 8, groupId: 2, title: '竹纖維紗布巾', options: bodysuit.options.map((o) => ({ ...o, id: o.id + 100 })) });
  const detail = PanelProductMother.groupBuy(product);
  return { ...detail, card: { ...detail.card, title: '紗布巾團' }, endsAt: 1 };
}

/** A checkout desk that opens checkout 42 once `release` is called, or refuses with `refusal`; it remembers what it was asked. */
function fakeCheckouts(refusal: Error | null = null) {
  const opened: number[][] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const gateway = {
    open: async (optionIds: number[]) => {
      opened.push(optionIds);
      if (refusal) throw refusal;
      await released;
      return { id: 42 } as Checkout;
    },
  } as unknown as CheckoutGateway;
  return { opened, gateway, release };
}

/** Amy's cart: 2 × 70cm (NT$399) of 有機棉包屁衣團 with 滿500折50, and 1 × 70cm of the ended 紗布巾團. */
async function openAmysCart(options: { lines?: [number, number][]; refusal?: Error; platform?: 'desktop' | 'mobile' } = {}) {
  const checkouts = fakeCheckouts(options.refusal ?? null);
  const setup = (c: Container) => {
    c.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy()).with(endedGroupBuy());
    const cart = c.get(InMemoryCartGateway);
    cart.promotions.set(1, [{ kind: 'amount_off', threshold: 500, amount: 50 }]);
    for (const [optionId, quantity] of options.lines ?? [[11, 2], [111, 1]]) cart.lines.set(optionId, quantity);
    if (!c.isBound(OpenCheckout)) c.bind(OpenCheckout).toSelf();
    if (c.isBound(CHECKOUT_TOKENS.CheckoutGateway)) c.rebind(CHECKOUT_TOKENS.CheckoutGateway).toConstantValue(checkouts.gateway);
    else c.bind(CHECKOUT_TOKENS.CheckoutGateway).toConstantValue(checkouts.gateway);
  };
  const app = renderApp('/groupbuy/shoppingcart', { signedIn: true, setup, platform: options.platform });
  await screen.findByRole('heading', { level: 1, name: '購物車' }, { timeout: 5000 });
  return { app, checkouts };
}

const groupSection = (title: string) => screen.getByRole('region', { name: title });

describe('the cart page', () => {
  it('groups the lines by group-buy with the promotion applied, the shipping and how much more ships free', async () => {
    await openAmysCart();
    const group = groupSection('有機棉包屁衣團');
    expect(within(group).getByRole('link', { name: '有機棉包屁衣團' })).toHaveAttribute('href', '/groupbuy/1');
    const line = within(group).getByRole('listitem', { name: '有機棉包屁衣 70cm' });
    expect(within(line).getByRole('status', { name: '數量' })).toHaveTextContent('2');
    expect(within(line).getByTestId('line-subtotal')).toHaveTextContent('NT$798');
    expect(within(group).getByText('滿500折50')).toBeInTheDocument();
    expect(within(group).getByText('−NT$50')).toBeInTheDocument();
    expect(within(group).getByText('NT$100')).toBeInTheDocument();
    expect(within(group).getByText('再買 NT$752 即可免運')).toBeInTheDocument();
  });

  it('greys an unavailable line with its reason, leaves it out of the total and still lets it be removed', async () => {
    await openAmysCart();
    const line = within(groupSection('紗布巾團')).getByRole('listitem', { name: '竹纖維紗布巾 70cm' });
    expect(within(line).getByRole('status')).toHaveTextContent('團購已結束');
    expect(within(line).queryByRole('button', { name: '增加數量' })).toBeNull();
    expect(within(line).queryByTestId('line-subtotal')).toBeNull();
    const summary = screen.getByRole('region', { name: '金額明細' });
    expect(within(summary).getByText('NT$798')).toBeInTheDocument();
    expect(within(summary).getByText('−NT$50')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('NT$848');
    await act(async () => fireEvent.click(within(line).getByRole('button', { name: '移除' })));
    await waitFor(() => expect(screen.queryByRole('region', { name: '紗布巾團' })).toBeNull());
    expect(screen.getByTestId('cart-total')).toHaveTextContent('NT$848');
  });

  it('moves the totals when a quantity changes', async () => {
    await openAmysCart();
    const line = within(groupSection('有機棉包屁衣團')).getByRole('listitem', { name: '有機棉包屁衣 70cm' });
    await act(async () => fireEvent.click(within(line).getByRole('button', { name: '增加數量' })));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('NT$1,247'));
    expect(within(line).getByRole('button', { name: '增加數量' })).toBeDisabled();
  });

  it('opens a checkout over the buyable lines on 結帳 and goes to its page', async () => {
    const { app, checkouts } = await openAmysCart();
    const bar = screen.getByRole('region', { name: '結帳列' });
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: '結帳' })));
    expect(checkouts.opened).toEqual([[11]]);
    expect(within(bar).getByRole('button', { name: '前往結帳…' })).toBeDisabled();
    await act(async () => checkouts.release());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/groupbuy/pay/v2/42'));
  });

  it('shows the shop\'s refusal as a toast and stays on the cart', async () => {
    const { app } = await openAmysCart({ refusal: new ApiError(400, 'ORDER_LINES_UNAVAILABLE', '部分商品已無法購買') });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '結帳' })));
    expect(await screen.findByText('部分商品已無法購買')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/groupbuy/shoppingcart');
    expect(screen.getByRole('button', { name: '結帳' })).toBeEnabled();
  });

  it('lifts the sticky checkout bar above the bottom navigation on a phone', async () => {
    await openAmysCart({ platform: 'mobile' });
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
    const bar = getComputedStyle(screen.getByRole('region', { name: '結帳列' }));
    expect(bar.bottom).toBe('calc(56px + env(safe-area-inset-bottom))');
  });

  it('offers no 結帳 when nothing can be bought', async () => {
    await openAmysCart({ lines: [[111, 1]] });
    expect(screen.getByRole('button', { name: '結帳' })).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('NT$0');
  });
});

import { isAdultConfirmed, parseAdultConfirmation } from '../../../src/domain/purchase/adultConfirmation';
import { addToCartOutcome, isReportedAnswer } from '../../../src/domain/purchase/addToCartOutcome';
import { cartTotal, isQuantityAllowed } from '../../../src/domain/purchase/cart';
import {
  actionButtonState, decrease, increase, needsSizeChoice, openPanel, optionLook, selectOption, soldOutTexts,
} from '../../../src/domain/purchase/optionPanel';
import { PanelProductMother } from '../../application/mothers/PanelProductMother';

describe('option panel (SPEC §4.5)', () => {
  const product = PanelProductMother.bodysuit();
  /** The panel once the parent has chosen 70cm (differing sizes open with none chosen). */
  const chosen = (p = product, followed: number[] = []) => selectOption(openPanel(p, followed), 11);

  it('opens on no size when sizes differ and asks for one; on the default when there is one size (issue 30)', () => {
    const open = openPanel(product);
    expect(open.selectedId).toBeNull();
    expect(needsSizeChoice(open)).toBe(true);
    expect(actionButtonState(open)).toBe('ADD_TO_CART');
    const single = { ...product, options: [product.options[1]], defaultOption: product.options[1], hasMultipleSizes: false };
    expect(openPanel(single).selectedId).toBe(11);
    expect(needsSizeChoice(openPanel(single))).toBe(false);
    expect(needsSizeChoice(chosen())).toBe(false);
  });

  it('resets the quantity on a new size', () => {
    let state = chosen();
    expect(state.selectedId).toBe(11);
    state = increase(increase(state));
    expect(state.quantity).toBe(3);
    expect(selectOption(state, 11).quantity).toBe(3);
    expect(selectOption(state, 12).quantity).toBe(1);
  });

  it('keeps the quantity between 1 and the purchase limit, ignoring disabled clicks', () => {
    let state = chosen();
    expect(decrease(state)).toBe(state);
    for (let i = 0; i < 10; i++) state = increase(state);
    expect(state.quantity).toBe(3);
  });

  it('gives the action button and option looks of each case', () => {
    const open = chosen();
    expect(actionButtonState(open)).toBe('ADD_TO_CART');
    const soldOut = selectOption(open, 10);
    expect(actionButtonState(soldOut)).toBe('NOTIFY_ME');
    expect(optionLook(soldOut, product.options[0])).toBe('notify');
    expect(optionLook(open, product.options[0])).toBe('disabled');
    expect(optionLook(open, product.options[1])).toBe('active');
    expect(optionLook(open, product.options[2])).toBe('normal');
    const followed = selectOption(openPanel(product, [10]), 10);
    expect(actionButtonState(followed)).toBe('CANCEL_NOTIFY');
    expect(optionLook(followed, product.options[0])).toBe('cancel-notify');
    expect(soldOutTexts(soldOut)).toEqual({ title: '媽咪，該商品已售完', hint: '點選[補貨通知我]到貨馬上通知您！' });
    expect(soldOutTexts(followed)).toEqual({ title: '此商品已加入補貨通知我', hint: '您可以前往[會員>追蹤清單]查看' });
    expect(actionButtonState(openPanel({ ...product, discontinued: true }))).toBe('IS_DISCONTINUED');
    expect(actionButtonState(selectOption(openPanel(product, [], true), 10))).toBe('IS_DISABLE');
    expect(actionButtonState(openPanel({ ...product, options: [], defaultOption: null }))).toBe('ADD_TO_CART');
  });
});

describe('adult confirmation (SPEC §4.3)', () => {
  it('holds a confirmation for 30 minutes and never a cancel', () => {
    expect(isAdultConfirmed({ value: true, updatedAt: 0 }, 1_799_999)).toBe(true);
    expect(isAdultConfirmed({ value: true, updatedAt: 0 }, 1_800_000)).toBe(false);
    expect(isAdultConfirmed({ value: false, updatedAt: 0 }, 1)).toBe(false);
    expect(isAdultConfirmed(null, 1)).toBe(false);
    expect(parseAdultConfirmation('{"value":true,"updatedAt":5}')).toEqual({ value: true, updatedAt: 5 });
    expect(parseAdultConfirmation('oops')).toBeNull();
  });
});

describe('cart math and messages (SPEC §5, §8)', () => {
  it('totals the lines that can be bought and checks quantities', () => {
    const line = { optionId: 1, productId: 1, groupBuyId: 1, groupBuyTitle: '', productTitle: '', size: 'M', image: '', unitPrice: 399, quantity: 2, purchaseLimit: 3, status: 'ok' as const };
    expect(cartTotal([line, { ...line, status: 'sold_out' }])).toBe(798);
    expect([0, 1, 3, 4, 1.5].map((q) => isQuantityAllowed(q, 3))).toEqual([false, true, true, false, false]);
  });

  it('maps every add-to-cart answer to its outcome and message (SPEC §8)', () => {
    expect(addToCartOutcome({ kind: 'added' })).toEqual({ ok: true, value: { message: '已加入購物車' } });
    const failure = (answer: Parameters<typeof addToCartOutcome>[0]) => { const o = addToCartOutcome(answer); return o.ok ? null : o.error; };
    expect(failure({ kind: 'unchanged-qty' })).toEqual({ code: 'UNCHANGED_QTY', message: '商品已達限購上限' });
    expect(failure({ kind: 'rejected', code: 'CART_ITEM_DISCONTINUED' })).toEqual({ code: 'CART_ITEM_DISCONTINUED', message: '加入購物車失敗，商品已停售' });
    expect(failure({ kind: 'rejected', code: 'CART_ITEM_SOLD_OUT' })).toEqual({ code: 'CART_ITEM_SOLD_OUT', message: '加入購物車失敗，庫存不足' });
    expect(failure({ kind: 'rejected', code: 'CART_ITEM_NOT_FOUND' })).toEqual({ code: 'CART_ITEM_NOT_FOUND', message: '加入購物車失敗，查無此商品' });
    expect(failure({ kind: 'rejected', code: 'CART_ITEM_TOASTER' })).toEqual({ code: 'ADD_FAILED', message: '暫時無法加入購物車！' });
    expect(failure({ kind: 'failed' })).toEqual({ code: 'ADD_FAILED', message: '暫時無法加入購物車！' });
  });

  it('reports only the failures SPEC §8 does not name', () => {
    expect(isReportedAnswer({ kind: 'failed' })).toBe(true);
    expect(isReportedAnswer({ kind: 'rejected', code: 'CART_ITEM_TOASTER' })).toBe(true);
    expect(isReportedAnswer({ kind: 'rejected', code: 'CART_ITEM_SOLD_OUT' })).toBe(false);
    expect(isReportedAnswer({ kind: 'unchanged-qty' })).toBe(false);
  });
});

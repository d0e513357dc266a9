import { orderActions } from '../../../src/domain/memberOrders/orderActions';
import { parseOrderTab, parsePage, tabOfStatus } from '../../../src/domain/memberOrders/orderTabs';
import { REFUND_WINDOW_MS, refundAmounts, refundProblem } from '../../../src/domain/memberOrders/refundRules';

const NOW = Date.UTC(2026, 10, 20);
const line = (claimed = 0) => ({ optionId: 7, unitPrice: 500, bought: 2, claimed });

describe('member order rules', () => {
  it('maps states to tabs and reads unknown types and pages as the defaults', () => {
    expect(tabOfStatus('delivered')).toBe('shipped');
    expect(tabOfStatus('refunding')).toBe('cancelled');
    expect(parseOrderTab('nope')).toBe('all');
    expect(parsePage('-3')).toBe(1);
  });

  it('offers actions by state and the 7-day window', () => {
    expect(orderActions({ status: 'pending_payment', deliveredAt: null, refundableUnits: 0 }, NOW)).toEqual(['retry_payment', 'cancel']);
    expect(orderActions({ status: 'completed', deliveredAt: NOW - REFUND_WINDOW_MS, refundableUnits: 1 }, NOW)).toEqual(['refund', 'review']);
    expect(orderActions({ status: 'completed', deliveredAt: NOW - REFUND_WINDOW_MS - 1, refundableUnits: 1 }, NOW)).toEqual(['review']);
    expect(orderActions({ status: 'delivered', deliveredAt: NOW, refundableUnits: 0 }, NOW)).toEqual([]);
  });

  it('refuses out-of-window, over-quantity and empty refunds', () => {
    const order = { status: 'delivered' as const, deliveredAt: NOW - 86_400_000, lines: [line(1)] };
    expect(refundProblem(order, [{ optionId: 7, quantity: 1 }], NOW)).toBeNull();
    expect(refundProblem(order, [{ optionId: 7, quantity: 1 }, { optionId: 7, quantity: 1 }], NOW)).toBe('over-quantity');
    expect(refundProblem(order, [], NOW)).toBe('no-lines');
    expect(refundProblem(order, [{ optionId: 7, quantity: 1 }], NOW + REFUND_WINDOW_MS)).toBe('window-closed');
    expect(refundProblem({ ...order, status: 'shipped' }, [{ optionId: 7, quantity: 1 }], NOW)).toBe('not-refundable');
  });

  it('shares out what was paid so partial refunds add up exactly', () => {
    const lines = [{ optionId: 1, unitPrice: 100, bought: 3, claimed: 0 }];
    const first = refundAmounts({ paid: 1000, lines, wanted: [{ optionId: 1, quantity: 1 }] }).amount;
    const second = refundAmounts({ paid: 1000, lines: [{ ...lines[0], claimed: 1 }], wanted: [{ optionId: 1, quantity: 1 }] }).amount;
    const third = refundAmounts({ paid: 1000, lines: [{ ...lines[0], claimed: 2 }], wanted: [{ optionId: 1, quantity: 1 }] }).amount;
    expect([first, second, third]).toEqual([333, 334, 333]);
  });
});

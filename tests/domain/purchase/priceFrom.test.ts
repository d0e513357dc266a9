import { priceFrom } from '../../../src/domain/purchase/priceFrom';
import type { PurchaseOption } from '../../../src/domain/purchase/PurchaseOption';

const option = (currentPrice: number, discountPrice: number | null = null): PurchaseOption => ({
  id: currentPrice, size: 'M', purchaseLimit: 3, events: [], deliverInfo: { description: '' },
  price: { discountPrice, currentPrice, originalPrice: currentPrice, suffix: null },
});

describe('priceFrom (SPEC §5 price display)', () => {
  it('shows the lowest price a size sells for, with 起 when sizes cost differently', () => {
    expect(priceFrom([option(590), option(450, 399), option(720)])).toEqual({ amount: 399, from: true });
  });

  it('shows one price without 起 when every size costs the same', () => {
    expect(priceFrom([option(590), option(590)])).toEqual({ amount: 590, from: false });
  });

  it('hides the price when no size has a price above zero', () => {
    expect(priceFrom([option(0)])).toBeNull();
    expect(priceFrom([])).toBeNull();
  });

  it('ignores sizes without a price when others have one', () => {
    expect(priceFrom([option(0), option(250)])).toEqual({ amount: 250, from: false });
  });
});

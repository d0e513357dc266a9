import { useState } from 'react';
import { BUTTON_LABELS } from '../../../domain/purchase/buttonLabels';
import type { PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { priceFrom } from '../../../domain/purchase/priceFrom';
import { PurchaseCopy } from './messages';
import { OptionPanelSheet } from './OptionPanelSheet';
import { buyBarPrice, StickyBuyBar } from './StickyBuyBar';

/** The item page's phone bar: 加入購物車 opens the option panel as a bottom sheet, in the thumb's reach. */
export function ItemBuyBar({ product }: { product: PanelProduct }) {
  const [open, setOpen] = useState(false);
  const price = priceFrom(product.options);
  return (
    <>
      <StickyBuyBar price={buyBarPrice(price?.amount ?? null, price?.from ? PurchaseCopy.FROM : null)} action={BUTTON_LABELS.ADD_TO_CART} onAction={() => setOpen(true)} />
      <OptionPanelSheet product={open ? product : null} onClose={() => setOpen(false)} />
    </>
  );
}

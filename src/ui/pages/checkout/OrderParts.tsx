import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CheckoutLine, Discount, PriceSummary } from '../../../domain/checkout/checkoutView';
import { STORE_CHAINS, type DeliveryMethod, type StoreChain } from '../../../domain/checkout/delivery';
import { formatTaiwanMobile } from '../../../domain/contact/taiwanMobile';
import { pad2, taipeiParts, taipeiYmd } from '../../../domain/taipeiTime';
import { formatTwd } from '../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';

/** Dates in Asia/Taipei, as DESIGN.md asks: 2026/11/25 14:05 (and 00:03 just after midnight, never 24:03). */
export const formatDateTime = (epochMs: number) => {
  const { hours, minutes } = taipeiParts(epochMs);
  return `${taipeiYmd(epochMs, '/')} ${pad2(hours)}:${pad2(minutes)}`;
};

/**
 * A white card with a heading and an optional action on the right. `fault`: what the shop refused in this
 * section, shown under the heading with the card outlined (`data-fault` lets the page focus the first one).
 */
export function Panel({ title, action, children, labelId, fault }: { title: string; action?: ReactNode; children: ReactNode; labelId?: string; fault?: string }) {
  return (
    <Box component="section" aria-labelledby={labelId} data-fault={fault ? 'true' : undefined}
      sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 1.5, md: 2 }, boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}`, outline: fault ? '2px solid' : 'none', outlineColor: 'error.main' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" id={labelId} sx={{ fontSize: 16, fontWeight: 800 }}>{title}</Typography>
        {action}
      </Box>
      {fault && <Typography id={labelId ? `${labelId}-fault` : undefined} sx={{ fontSize: 13, color: 'error.main', fontWeight: 700, mb: 0.5 }}>{fault}</Typography>}
      {children}
    </Box>
  );
}

/** A line as the checkout and the order show it (an order's lines carry no reason). */
export type LineView = Pick<CheckoutLine, 'optionId' | 'productTitle' | 'size' | 'image' | 'unitPrice' | 'quantity' | 'subtotal'> & { reason?: string | null };

/** One group-buy's lines with its promotions and shipment. */
export function GroupLines({ title, lines, discounts, shippingFee, missingForFree, shippingPromise }: {
  title: string; lines: LineView[]; discounts: Discount[]; shippingFee: number; missingForFree?: number;
  /** The group-buy's shipping promise, word for word as on its card, page and cart. */
  shippingPromise?: string | null;
}) {
  return (
    <Box sx={{ borderTop: `1px solid ${SHOP_COLORS.border}`, pt: 1.5, mt: 1.5, '&:first-of-type': { borderTop: 0, mt: 0, pt: 0 } }}>
      <Typography component="h3" sx={{ fontSize: 14, fontWeight: 700, color: 'text.secondary', mb: shippingPromise ? 0.25 : 1 }}>{title}</Typography>
      {shippingPromise && <Typography data-testid="checkout-shipping-promise" sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{CheckoutCopy.SHIPPING_PROMISE}：{shippingPromise}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {lines.map((line) => (
          <Box component="li" key={line.optionId} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: 1.5, alignItems: 'center', opacity: line.reason ? 0.55 : 1 }}>
            <Box component="img" src={line.image} alt="" width={56} height={56} loading="lazy" sx={{ borderRadius: 1.5, objectFit: 'cover', bgcolor: SHOP_COLORS.softBackground }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{line.productTitle}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{line.size}・{formatTwd(line.unitPrice)}・{CheckoutCopy.QUANTITY(line.quantity)}</Typography>
              {line.reason && <Typography role="status" sx={{ fontSize: 13, color: 'error.main' }}>{line.reason}</Typography>}
            </Box>
            <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{formatTwd(line.subtotal)}</Typography>
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ mt: 1, mb: 0, fontSize: 13, display: 'grid', gap: 0.25 }}>
        {discounts.map((d) => (
          <Row key={d.label} label={d.label} value={`−${formatTwd(d.saved)}`} tone="pink" />
        ))}
        <Row label={CheckoutCopy.SHIPPING} value={shippingFee === 0 ? CheckoutCopy.FREE : formatTwd(shippingFee)} />
      </Box>
      {missingForFree !== undefined && missingForFree > 0 && (
        <Typography sx={{ fontSize: 13, color: SHOP_COLORS.brandPinkDeep }}>{CheckoutCopy.MISSING_FOR_FREE(formatTwd(missingForFree))}</Typography>
      )}
    </Box>
  );
}

/** One term and its value of a `<dl>`; the total row draws a line above itself. */
function Row({ label, value, tone, strong }: { label: string; value: string; tone?: 'pink'; strong?: boolean }) {
  const line = strong ? { borderTop: `1px solid ${SHOP_COLORS.border}`, pt: 1 } : {};
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: strong ? 18 : 14, fontWeight: strong ? 800 : 400, ...line }}>
      <Box component="dt" sx={{ m: 0 }}>{label}</Box>
      <Box component="dd" sx={{ m: 0, color: tone === 'pink' || strong ? SHOP_COLORS.brandPinkStrong : 'inherit', fontWeight: strong ? 800 : 600 }}>{value}</Box>
    </Box>
  );
}

/** 商品小計 − 活動折扣 − 折價券 − 購物金 + 運費 = 應付總額, as the shop priced it. */
export function SummaryRows({ summary }: { summary: PriceSummary }) {
  return (
    <Box component="dl" aria-label={CheckoutCopy.SUMMARY} sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      <Row label={CheckoutCopy.GOODS} value={formatTwd(summary.goods)} />
      {summary.promotionDiscount > 0 && <Row label={CheckoutCopy.PROMOTION} value={`−${formatTwd(summary.promotionDiscount)}`} tone="pink" />}
      {summary.couponDiscount > 0 && <Row label={CheckoutCopy.COUPON_DISCOUNT} value={`−${formatTwd(summary.couponDiscount)}`} tone="pink" />}
      {summary.creditUsed > 0 && <Row label={CheckoutCopy.CREDIT_USED} value={`−${formatTwd(summary.creditUsed)}`} tone="pink" />}
      <Row label={CheckoutCopy.SHIPPING} value={summary.shippingFee === 0 ? CheckoutCopy.FREE : formatTwd(summary.shippingFee)} />
      <Row label={CheckoutCopy.TOTAL} value={formatTwd(summary.total)} strong />
    </Box>
  );
}

export interface PlaceView {
  kind: DeliveryMethod;
  recipient: string;
  mobile: string;
  zip: string;
  city: string;
  district: string;
  street: string;
  storeChain: StoreChain | null;
  storeId: string | null;
  storeName: string | null;
}

/** Where a parcel goes: a home address or a store (chain, name, id, address). */
export function PlaceText({ place }: { place: PlaceView }) {
  if (place.kind === 'cvs') {
    return (
      <Box sx={{ fontSize: 14 }}>
        <div>{place.storeChain ? STORE_CHAINS[place.storeChain] : ''} {place.storeName}（{CheckoutCopy.STORE_ID} {place.storeId}）</div>
        <Box sx={{ color: 'text.secondary' }}>{place.street}</Box>
        <div>{place.recipient}・{formatTaiwanMobile(place.mobile)}</div>
      </Box>
    );
  }
  return (
    <Box sx={{ fontSize: 14 }}>
      <div>{place.recipient}・{formatTaiwanMobile(place.mobile)}</div>
      <Box sx={{ color: 'text.secondary' }}>{place.zip} {place.city}{place.district}{place.street}</Box>
    </Box>
  );
}

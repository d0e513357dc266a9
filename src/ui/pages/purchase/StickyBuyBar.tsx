import { useEffect } from 'react';
import { LIMITED_TIME_PRICE_TEXT } from '../../../domain/catalog/GroupBuyCard';
import { isAppPlatform, usesMobileLayout } from '../../../domain/user/platform';
import { formatTwd } from '../../format';
import { useElementHeight } from '../../hooks/useElementHeight';
import { useUserMeta } from '../../hooks/useUserMeta';
import { useRouteHandle } from '../../layouts/useRouteHandle';
import { PurchaseCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import styles from './StickyBuyBar.module.css';

export interface StickyBuyBarProps {
  /** The price line as text (「NT$759 起」 or 「限時優惠價」). */
  price: string;
  /** 選擇規格 on a group-buy, 加入購物車 on an item: both open the option panel. */
  action: string;
  onAction: () => void;
}

/** The bar's price text: 「NT$759 起」, or 限時優惠價 when the price is hidden (SPEC §5). */
export const buyBarPrice = (amount: number | null, suffix: string | null): string =>
  amount === null ? LIMITED_TIME_PRICE_TEXT : `${formatTwd(amount)}${suffix ? ` ${suffix}` : ''}`;

const SMART_BANNER = '[data-testid="smart-banner"]';
/** How far the bar lifts what floats above the bottom navigation (`var(--shop-buy-bar-lift, 0px)`). */
export const BUY_BAR_LIFT = '--shop-buy-bar-lift';

/** Bar height without the safe-area inset: a 48px button and its padding (also in StickyBuyBar.module.css). */
const BAR_HEIGHT_PX = 64;

/**
 * Issue 13 finding 7: the buy button in the thumb's reach on phones, fixed above the bottom
 * navigation and the safe area. A spacer of the same height keeps the page's end uncovered.
 * Not on desktop, and not in the app, whose own toolbar opens the choice sheet (SPEC §6, §7 openChoiceItems).
 * Heights that follow the smart banner come from the lift this bar publishes (a class cannot carry a
 * measured number, and the CSP blocks style attributes in the server's HTML).
 */
export function StickyBuyBar({ price, action, onAction }: StickyBuyBarProps) {
  const user = useUserMeta();
  const { flags } = useRouteHandle();
  // SPEC §4.6 keeps the smart banner above the bottom navigation; the bar stacks on top of it.
  const banner = Math.round(useElementHeight(SMART_BANNER));
  const shown = user !== undefined && usesMobileLayout(user.platform) && !user.fromApp && !isAppPlatform(user.platform);
  const lift = shown ? BAR_HEIGHT_PX + banner : 0;
  useEffect(() => {
    // Toasts and the notification popup read this to stay above the bar instead of covering its button.
    if (lift === 0) return undefined;
    document.documentElement.style.setProperty(BUY_BAR_LIFT, `${lift}px`);
    return () => {
      document.documentElement.style.removeProperty(BUY_BAR_LIFT);
    };
  }, [lift]);
  if (!shown) return null;
  // Over the bottom navigation when the page has one; with nothing below, the bar pads the safe area itself.
  const place = flags.showNavFooter ? styles.overNav : banner > 0 ? styles.overBanner : styles.atEdge;
  return (
    <>
      <div aria-hidden="true" data-testid="buy-bar-spacer" className={styles.spacer} />
      <section aria-label={PurchaseCopy.BUY_BAR} data-testid="sticky-buy-bar" className={`${styles.bar} ${place}`}>
        <p className={styles.price}>{price}</p>
        <button type="button" onClick={onAction} className={buttonClass('contained', 'large', styles.buy)}>
          {action}
        </button>
      </section>
    </>
  );
}

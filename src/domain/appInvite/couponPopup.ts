import { FIRST_APP_DOWNLOAD_COUPON_TWD } from '../constants';
import type { Popup } from '../shell/popup';
import { APP_LANDING_PATH } from './smartBanner';

/**
 * The first-app-download coupon popup (SPEC §2.6 footer promo, §9 coupon worth 100, §7 its events).
 * Our decision where SPEC is silent: it opens when a shopper taps the promo (never on its own, so it
 * never covers a page uninvited), stays until answered, and its button leads to the app landing page.
 */
export const FIRST_APP_COUPON_POPUP: Popup = {
  imageUrl: '/app-coupon.svg',
  title: `首次下載 App 現領 $${FIRST_APP_DOWNLOAD_COUPON_TWD} 折價券`,
  description: `下載寶貝揪團 App 並登入會員，$${FIRST_APP_DOWNLOAD_COUPON_TWD} 折價券自動存入「我的折價券」，結帳時直接折抵。`,
  primaryText: '下載 App 領券',
  secondaryText: '下次再說',
  primaryPath: APP_LANDING_PATH,
};

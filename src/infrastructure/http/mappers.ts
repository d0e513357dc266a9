import type { GroupBuyListProduct, GroupList as GroupListBody } from '../../../contract/catalog';
import type { SearchResult } from '../../../contract/mall';
import type { UserInfo } from '../../../contract/userinfo';
import type { SearchPage } from '../../application/mall/ports';
import type { GroupList } from '../../application/catalog/ports';
import { toGroupBuyCard, type GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import type { UserMeta } from '../../domain/user/UserMeta';

// The token mappers live apart: the browser's cookie codec paints with them, without the rest of this file.
export { toTokenBody, toTokenData } from './tokenMappers';

/** Wire shapes (snake_case, contract/) to domain shapes, in one place for every adapter. */
export const toUserMeta = (info: UserInfo): UserMeta => ({
  showLogin: info.show_login,
  signedIn: info.signed_in,
  fromApp: info.from_app,
  platform: info.platform,
  appVersion: info.app_version,
  amplitudeKey: info.amplitude_key,
  gtmKey: info.gtm_key,
  id: info.id,
  email: info.email,
  nickname: info.nickname,
  utmQueryString: info.utm_query_string,
  trackingNumber: info.tracking_number,
  hasInstalledApp: info.has_installed_app,
  facebookPixelId: info.facebook_pixel_id,
  facebookPixelId2: info.facebook_pixel_id2,
  authDriver: info.auth_driver,
  cartCount: info.cart_count,
  notificationCount: info.notification_count,
  // Kept only when the two signed-in fields disagree, for the report of SPEC §8.
  ...(info.signedIn !== info.signed_in ? { signedInAlias: info.signedIn } : {}),
});

export const toCard = (product: GroupBuyListProduct): GroupBuyCard =>
  toGroupBuyCard({
    id: product.id,
    url: product.url,
    title: product.title,
    desc: product.desc,
    label: product.label,
    price: product.price,
    originalPrice: product.original_price,
    priceSuffix: product.price_suffix,
    image: product.images?.medium ?? product.image,
    likeCount: product.like_count,
    isAdultOnly: product.is_adult_only,
    window: product.starts_at !== undefined && product.ends_at !== undefined ? { startsAt: product.starts_at, endsAt: product.ends_at } : null,
    shippingPromise: product.shipping_promise,
    rating: product.rating, reviewCount: product.review_count, buyerCount: product.buyer_count,
  });

export const toGroupList = (body: GroupListBody): GroupList => ({
  title: body.title,
  cards: body.products.map(toCard),
  page: body.page,
  hasMore: body.has_more,
  ...(body.total !== undefined ? { total: body.total } : {}),
});

/** A search answer: the list, its count and query id, the title ranges to mark, what to try when empty. */
export const toSearchPage = (body: SearchResult): SearchPage => ({
  ...toGroupList(body),
  query: body.query,
  total: body.total,
  queryId: body.query_id,
  highlights: Object.fromEntries((body.highlights ?? []).map((h) => [h.id, h.ranges])),
  suggestions: body.suggestions ?? [],
  ...(body.did_you_mean ? { didYouMean: body.did_you_mean } : {}),
});

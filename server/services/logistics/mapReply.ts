import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { upsertMapStore } from '../../db/repositories/shipments/mapStores';
import { ownCheckout } from '../checkout/checkouts';
import { EcpayStoreMap } from '../stores/EcpayStoreMap';
import type { LogisticsProvider } from './LogisticsProvider';

const CITY = /^(.{2}[縣市])/u;
const DISTRICT = /^(.{1,3}?[鄉鎮市區])/u;

/** The city and district an address starts with (`臺北市中正區…`), as far as they can be read. */
function placeOf(address: string): { city: string; district: string } {
  const city = CITY.exec(address)?.[1] ?? '';
  const district = DISTRICT.exec(address.slice(city.length))?.[1] ?? '';
  return { city, district };
}

/**
 * The e-map's post back: the store it names becomes one the checkout may use, for the checkout and
 * member the ExtraData was signed for. Answers the cs-redirection path to send the browser to, or null.
 */
export async function applyMapReply(db: Kysely<Database>, logistics: LogisticsProvider, fields: Record<string, string>): Promise<string | null> {
  const reply = logistics.readMapReply(fields);
  if (!reply || !/^\d{4,8}$/.test(reply.storeId)) return null;
  const owner = await new EcpayStoreMap(db).readState(reply.extraData);
  if (!owner || !(await ownCheckout(db, owner.memberId, owner.checkoutId))) return null;
  const name = reply.storeName.slice(0, 64);
  const address = reply.address.slice(0, 160);
  const { city, district } = placeOf(address);
  await upsertMapStore(db, { chain: reply.chain, store_id: reply.storeId, name, city: city.slice(0, 8), district: district.slice(0, 8), address });
  const query = new URLSearchParams({ chain: reply.chain, store_id: reply.storeId, store_name: name, store_address: address });
  return `/groupbuy/pay/v2/${owner.checkoutId}/cs-redirection?${query.toString()}`;
}

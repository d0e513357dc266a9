import type { ConvenienceStoresTable } from '../checkoutSchema';
import { TAIWAN_CITIES } from '../../../src/domain/checkout/taiwanAddress';
import type { StoreChain } from '../../../src/domain/checkout/delivery';

type StoreRow = Omit<ConvenienceStoresTable, 'id'>;

const STREETS = ['中正路', '中山路', '民生路', '復興路', '建國路', '光明路', '和平路', '信義路', '文化路', '成功路', '民族路', '自由路'];
const CHAINS: readonly { chain: StoreChain; digits: number; suffix: string }[] = [
  { chain: 'seven', digits: 6, suffix: '門市' },
  { chain: 'family', digits: 6, suffix: '店' },
  { chain: 'hilife', digits: 4, suffix: '店' },
  { chain: 'ok', digits: 4, suffix: '店' },
];
const TOWN_SUFFIX = /(區|市|鎮|鄉)$/;

/** Stores in every chain across the cities' first districts: deterministic, so a re-seed gives the same ids. */
export function storeRows(perChain = 40): StoreRow[] {
  const places = TAIWAN_CITIES.flatMap((c) => c.districts.slice(0, 3).map((d) => ({ city: c.name, district: d.name })));
  const rows: StoreRow[] = [];
  for (const [c, chain] of CHAINS.entries()) {
    for (let i = 0; i < perChain; i++) {
      const place = places[(i * 7 + c * 3) % places.length];
      const street = STREETS[(i + c) % STREETS.length];
      const town = place.district.replace(TOWN_SUFFIX, '');
      rows.push({
        chain: chain.chain,
        store_id: String(100 + i * 37 + c * 11).padStart(chain.digits, '1'),
        name: `${town}${street.slice(0, 2)}${chain.suffix}`,
        city: place.city, district: place.district,
        address: `${place.city}${place.district}${street}${(i % 9) + 1}段${(i * 13) % 300 + 1}號`,
      });
    }
  }
  return rows;
}

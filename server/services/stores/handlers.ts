import { CheckoutEndpoints as E } from '../../../contract/endpoints/checkout';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { notFound } from '../../api/errors';
import { ownCheckout } from '../checkout/checkouts';
import { DemoStoreMap, searchStores } from './DemoStoreMap';
import { EcpayStoreMap } from './EcpayStoreMap';

/** Store pickup: where to send the shopper (ECPay's e-map, the local one in demo mode), and the demo map's store search. */
export const storeMapHandlers = (ctx: AppContext): Handling[] => {
  const map = ctx.logistics ? new EcpayStoreMap(ctx.db) : new DemoStoreMap(ctx.db);
  return [
    handle(E.storeMap, async ({ member }, { params, query }) => {
      if (!(await ownCheckout(ctx.db, member.id, params.id))) return refuse(notFound());
      return ok({ path: await map.mapPath({ checkoutId: params.id, memberId: member.id, chain: query.chain }) });
    }),
    handle(E.storeSearch, async (_caller, { query }) => ok({ stores: await searchStores(ctx.db, query.chain, query.query) })),
  ];
};

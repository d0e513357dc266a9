import { BabyFitEndpoints as E } from '../../../contract/endpoints/babyFit';
import type { AppContext } from '../../context';
import { handle, ok, type Handling } from '../../api/handler';
import { babyPicks } from './babyPicks';

/** 適合寶寶: home's row for the member's baby (a visitor's answer is empty, not a 401: home asks for everyone). */
/** One member's row: never kept by a shared cache. */
const PRIVATE = { headers: { 'cache-control': 'no-store' } } as const;

export const babyFitHandlers = (ctx: AppContext): Handling[] => [
  handle(E.picks, async ({ member }) => ok(await babyPicks(ctx.db, member?.id ?? null, ctx.now()), PRIVATE)),
];

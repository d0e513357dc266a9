import { ExploreEndpoints as E } from '../../../contract/endpoints/explore';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handled, type Handling } from '../../api/handler';
import { notFound } from '../../api/errors';
import { articleDetail, exploreHome, exploreSuggestions, guideDetail } from './explore';
import { ExploreMessages } from './messages';

const ID_MESSAGES = { id: () => ExploreMessages.ID_INVALID };

const found = <T>(value: T | null): Handled<T> => (value === null ? refuse(notFound()) : ok(value));

/** The explore section's reads: home, article, guide and title suggestions (the covers stay a plain route, http/routes/explore.ts). */
export const exploreHandlers = (ctx: AppContext): Handling[] => [
  handle(E.home, async () => ok(await exploreHome(ctx.db))),
  handle(E.article, async (_caller, { params }) => found(await articleDetail(ctx.db, params.id)), ID_MESSAGES),
  handle(E.guide, async (_caller, { params }) => found(await guideDetail(ctx.db, params.id)), ID_MESSAGES),
  handle(E.suggest, async (_caller, { query }) => ok({ suggestions: await exploreSuggestions(ctx.db, query.query) }), {
    query: () => ExploreMessages.QUERY_INVALID,
  }),
];

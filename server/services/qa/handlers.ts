import { QaEndpoints as E } from '../../../contract/endpoints/qa';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { notFound } from '../../api/errors';
import { listQuestions, qaCategories, questionDetail, searchQuestions, suggest } from './reads';
import { answerHandlers, questionWriteHandlers } from './writeHandlers';

/** The parenting Q&A forum (issue 4): reads are public; writes need a member and touch only their own posts. */
export const qaHandlers = (ctx: AppContext): Handling[] => [
  ...readHandlers(ctx),
  ...questionWriteHandlers(ctx),
  ...answerHandlers(ctx),
];

const readHandlers = (ctx: AppContext): Handling[] => [
  handle(E.categories, async () => ok({ categories: await qaCategories(ctx.db) })),
  handle(E.questions, async (_caller, { query }) => ok(await listQuestions(ctx.db, query))),
  handle(E.search, async (_caller, { query }) => ok(await searchQuestions(ctx.db, query.query, query.page))),
  handle(E.suggest, async (_caller, { query }) => ok({ suggestions: await suggest(ctx.db, query.query) })),
  handle(E.question, async ({ member }, { params }) => {
    const detail = await questionDetail(ctx.db, params.id, member?.id ?? null);
    return detail ? ok(detail) : refuse(notFound());
  }),
];

import type { QaCategory, QuestionDetail, QuestionPage } from '../../../domain/qa/types';
import { findTag } from '../../../domain/qa/qaNav';
import { breadcrumbJsonLd } from '../../meta/listJsonLd';
import { pageMeta, type PageMeta } from '../../meta/PageMeta';
import type { MetaContext } from '../../routes/RouteData';
import { QaCopy } from './messages';
import { qaId, qaKeys, qaPage, searchText } from './queries';

const cached = <T>(ctx: MetaContext, key: readonly unknown[]) => ctx.queryClient.getQueryData<T>(key);
const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
const FORUM: [string, string] = [QaCopy.forumName, '/qa'];
const HOME: [string, string] = [QaCopy.home, '/'];

/** schema.org ItemList of the questions on a list page. */
const questionList = (origin: string, name: string, list: QuestionPage | undefined) => ({
  '@context': 'https://schema.org', '@type': 'ItemList', name,
  itemListElement: (list?.questions ?? []).map((q, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}/qa/${q.id}`, name: q.title })),
});

export const qaIndexMeta = (ctx: MetaContext): PageMeta =>
  pageMeta({
    title: QaCopy.forumName, description: QaCopy.forumDescription, canonicalPath: '/qa',
    jsonLd: [breadcrumbJsonLd(ctx.url.origin, [HOME, FORUM]), questionList(ctx.url.origin, QaCopy.recent, cached(ctx, qaKeys.list('recent', null, null, 1)))],
  });

export function qaCategoryMeta(ctx: MetaContext): PageMeta {
  const id = qaId(ctx.params.id) ?? 0;
  const page = qaPage(ctx.url.searchParams.get('page'));
  const category = cached<QaCategory[]>(ctx, qaKeys.categories)?.find((c) => c.id === id);
  const name = category?.name ?? QaCopy.forumName;
  const path = `/qa/categories/${id}`;
  return pageMeta({
    title: `${name}｜${QaCopy.forumName}`, description: category?.description, canonicalPath: withPage(path, page),
    jsonLd: [breadcrumbJsonLd(ctx.url.origin, [HOME, FORUM, [name, path]]), questionList(ctx.url.origin, name, cached(ctx, qaKeys.list('recent', id, null, page)))],
  });
}

export function qaTagMeta(ctx: MetaContext): PageMeta {
  const id = qaId(ctx.params.id) ?? 0;
  const page = qaPage(ctx.url.searchParams.get('page'));
  const found = findTag(cached<QaCategory[]>(ctx, qaKeys.categories) ?? [], id);
  const name = found?.tag.name ?? QaCopy.forumName;
  const path = `/qa/tags/${id}`;
  const crumbs: [string, string][] = found ? [HOME, FORUM, [found.category.name, `/qa/categories/${found.category.id}`], [name, path]] : [HOME, FORUM];
  return pageMeta({
    title: `${name}｜${QaCopy.forumName}`, description: found ? `${found.category.name}：關於「${name}」的育兒問答` : undefined, canonicalPath: withPage(path, page),
    jsonLd: [breadcrumbJsonLd(ctx.url.origin, crumbs), questionList(ctx.url.origin, name, cached(ctx, qaKeys.list('recent', null, id, page)))],
  });
}

export const qaSearchMeta = (ctx: MetaContext): PageMeta =>
  pageMeta({ title: QaCopy.searchTitle(searchText(ctx.url)), robots: 'noindex, follow', canonicalPath: '/qa/search' });

export const qaPostMeta = (): PageMeta => pageMeta({ title: QaCopy.askTitle, description: QaCopy.askDescription, canonicalPath: '/qa/post', robots: 'noindex' });

/** The question page: QAPage with the answers (most liked is the suggested one) and the breadcrumbs. */
export function questionMeta(ctx: MetaContext): PageMeta {
  const id = qaId(ctx.params.id) ?? 0;
  const q = cached<QuestionDetail>(ctx, qaKeys.question(id));
  if (!q) return pageMeta({ title: QaCopy.forumName });
  const origin = ctx.url.origin;
  const iso = (ms: number) => new Date(ms).toISOString();
  const answer = (a: QuestionDetail['answers'][number]) => ({
    '@type': 'Answer', text: a.body, upvoteCount: a.likeCount, dateCreated: iso(a.createdAt), url: `${origin}/qa/${q.id}#answer-${a.id}`,
    author: { '@type': 'Person', name: a.author.nickname },
  });
  const [top, ...rest] = q.answers;
  const first = q.categories[0];
  return pageMeta({
    title: q.title, description: q.excerpt, canonicalPath: `/qa/${q.id}`,
    jsonLd: [
      {
        '@context': 'https://schema.org', '@type': 'QAPage',
        mainEntity: {
          '@type': 'Question', name: q.title, text: q.body, answerCount: q.answerCount, dateCreated: iso(q.createdAt),
          author: { '@type': 'Person', name: q.author.nickname },
          ...(top ? { suggestedAnswer: [top, ...rest].map(answer) } : {}),
        },
      },
      breadcrumbJsonLd(origin, first ? [HOME, FORUM, [first.name, `/qa/categories/${first.id}`], [q.title, `/qa/${q.id}`]] : [HOME, FORUM, [q.title, `/qa/${q.id}`]]),
    ],
  });
}

import type { Article, ArticleSummary, Guide } from '../../../domain/explore/explore';
import { shareImage, SITE_NAME } from '../../meta/PageMeta';
import { breadcrumbLd, itemListLd, metaFrom, type JsonLd } from '../catalog/catalogMeta';
import { articleRead, exploreRead, guideRead } from './exploreQueries';
import { ExploreCopy } from './messages';

const iso = (ms: number) => new Date(ms).toISOString();

const articleLd = (origin: string, path: string, a: { title: string; summary: string; cover: string; publishedAt: number }, author: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: a.title,
  description: a.summary,
  image: [`${origin}${a.cover}`],
  datePublished: iso(a.publishedAt),
  dateModified: iso(a.publishedAt),
  author: { '@type': 'Person', name: author },
  publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
  mainEntityOfPage: `${origin}${path}`,
});

const articleList = (origin: string, name: string, items: ArticleSummary[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  itemListElement: items.map((a, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}/articles/${a.id}`, name: a.title })),
});

export const exploreMeta = metaFrom(exploreRead, (home, url) => {
  const query = url.searchParams.get('query');
  return {
    title: query ? ExploreCopy.resultTitle(query) : ExploreCopy.heading,
    description: ExploreCopy.description,
    canonicalPath: '/explore',
    robots: query ? 'noindex, follow' : undefined,
    jsonLd: [breadcrumbLd(url.origin, [{ name: ExploreCopy.title, path: '/explore' }]), articleList(url.origin, ExploreCopy.latest, [...home.featured, ...home.articles])],
  };
});

export const articleMeta = metaFrom(articleRead, (a: Article, url) => {
  const path = `/articles/${a.id}`;
  return {
    title: a.title, description: a.summary, canonicalPath: path, image: shareImage('article', a.id),
    jsonLd: [articleLd(url.origin, path, a, a.author), breadcrumbLd(url.origin, [{ name: ExploreCopy.title, path: '/explore' }, { name: a.title, path }])],
  };
});

export const guideMeta = metaFrom(guideRead, (g: Guide, url) => {
  const path = `/guide/${g.id}`;
  return {
    title: g.title, description: g.summary, canonicalPath: path, image: shareImage('guide', g.id),
    jsonLd: [
      articleLd(url.origin, path, g, SITE_NAME),
      breadcrumbLd(url.origin, [{ name: ExploreCopy.title, path: '/explore' }, { name: g.title, path }]),
      itemListLd(url.origin, g.title, g.picks.map((p) => p.card)),
    ],
  };
});

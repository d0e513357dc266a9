import { aggregateRatingLd, breadcrumbLd, canonicalFor, itemListLd, metaFrom } from './catalogMeta';
import { categoryCrumbs, categoryGroupsPath, categoryPath } from './categoryCrumbs';
import { brandGroupsRead, brandRead, categoryRead, curationRead, eventBranchesRead, eventRead, reviewsRead } from './catalogQueries';
import { CatalogCopy } from './messages';

/** Title, description, canonical and JSON-LD of every catalog page, from the data its loader cached. */
export const curationMeta = metaFrom(curationRead, (d, url) => {
  const path = `/market/category/event/${d.path}`;
  return {
    title: d.title, description: d.description, canonicalPath: canonicalFor(path, url),
    jsonLd: [itemListLd(url.origin, d.title, d.list.cards), breadcrumbLd(url.origin, [{ name: d.title, path }])],
  };
});

export const categoryMeta = metaFrom(categoryRead, (d, url) => ({
  title: `${d.name}｜${d.branch.name}`,
  description: `${d.branch.name}・${d.name}的限時團購：${d.list.cards.slice(0, 3).map((c) => c.title).join('、')}`,
  canonicalPath: categoryPath(d.id),
  jsonLd: [breadcrumbLd(url.origin, categoryCrumbs(d)), itemListLd(url.origin, d.name, d.list.cards)],
}));

export const categoryGroupsMeta = metaFrom(categoryRead, (d, url) => ({
  title: CatalogCopy.categoryGroupsTitle(d.name),
  description: `${d.branch.name}・${d.name}開團中的全部商品，第 ${d.list.page} 頁。`,
  canonicalPath: canonicalFor(categoryGroupsPath(d.id), url),
  jsonLd: [
    breadcrumbLd(url.origin, [...categoryCrumbs(d), { name: CatalogCopy.brandAllGroups, path: categoryGroupsPath(d.id) }]),
    itemListLd(url.origin, d.name, d.list.cards),
  ],
}));

export const brandMeta = metaFrom(brandRead, (d, url) => {
  const path = `/brand/${d.brand.id}`;
  return {
    title: `${d.brand.name}｜品牌館`,
    description: d.brand.description,
    canonicalPath: path,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Brand', name: d.brand.name, description: d.brand.description, url: `${url.origin}${path}`, ...aggregateRatingLd(d.rating) },
      itemListLd(url.origin, CatalogCopy.brandNewest, d.newest),
      breadcrumbLd(url.origin, [{ name: d.brand.name, path }]),
    ],
  };
});

export const brandGroupsMeta = metaFrom(brandGroupsRead, (d, url) => {
  const base = `/brand/${d.brand.id}`;
  const path = d.category ? `${base}/category/${d.category.path}` : `${base}/group`;
  return {
    title: d.list.title,
    description: `${d.list.title}：${d.brand.description}`,
    canonicalPath: canonicalFor(path, url),
    jsonLd: [itemListLd(url.origin, d.list.title, d.list.cards), breadcrumbLd(url.origin, [{ name: d.brand.name, path: base }, { name: d.category?.name ?? CatalogCopy.brandAllGroups, path }])],
  };
});

export const reviewsMeta = metaFrom(reviewsRead, (d, url) => {
  const { subject } = d;
  const type = subject.kind === 'brand' ? 'Brand' : 'Product';
  const reviews = d.reviews.slice(0, 5).map((r) => ({
    '@type': 'Review', author: { '@type': 'Person', name: r.nickname }, datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
    reviewBody: r.body, reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));
  const path = `${subject.url}/review`;
  return {
    title: CatalogCopy.reviewsTitle(subject.title),
    description: `${subject.title}：${CatalogCopy.reviewCount(d.rating.count)}${d.rating.average !== null ? `，${CatalogCopy.averageLabel(d.rating.average)}` : ''}。`,
    canonicalPath: canonicalFor(path, url),
    jsonLd: [
      { '@context': 'https://schema.org', '@type': type, name: subject.title, url: `${url.origin}${subject.url}`, ...(subject.image ? { image: `${url.origin}${subject.image}` } : {}), ...aggregateRatingLd(d.rating), ...(reviews.length > 0 && d.rating.count > 0 ? { review: reviews } : {}) },
      breadcrumbLd(url.origin, [{ name: subject.title, path: subject.url }, { name: CatalogCopy.reviewsCrumb, path }]),
    ],
  };
});

export const eventMeta = metaFrom(eventRead, (d, url) => {
  const path = `/event/${d.event.path}`;
  return {
    title: d.event.title, description: d.event.description, canonicalPath: canonicalFor(path, url),
    jsonLd: [itemListLd(url.origin, d.event.title, d.list.cards), breadcrumbLd(url.origin, [{ name: d.event.title, path }])],
  };
});

export const event2Meta = (preview: boolean) =>
  metaFrom(eventBranchesRead, (d, url) => {
    const path = `/event2/${d.event.path}`;
    return {
      title: preview ? `【預覽】${d.event.title}` : d.event.title,
      description: d.event.description,
      canonicalPath: path,
      robots: preview ? 'noindex, nofollow' : undefined,
      jsonLd: [itemListLd(url.origin, d.event.title, d.sections.flatMap((s) => s.cards)), breadcrumbLd(url.origin, [{ name: d.event.title, path }])],
    };
  });

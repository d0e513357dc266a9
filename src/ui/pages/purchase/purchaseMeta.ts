import type { ItemPage } from '../../../application/purchase/loads';
import { CURRENCY } from '../../../domain/constants';
import type { GroupBuyDetail } from '../../../domain/purchase/GroupBuyDetail';
import { isSoldOut, unitPrice, type PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { pageMeta, shareImage, type PageMeta } from '../../meta/PageMeta';
import type { MetaContext } from '../../routes/RouteData';
import { numericId, purchaseKeys } from './queries';

function breadcrumbs(origin: string, detail: GroupBuyDetail, last?: { name: string; path: string }) {
  const crumbs = [
    { name: '首頁', url: `${origin}/` },
    { name: detail.branch.name, url: `${origin}/mall/${detail.branch.path}` },
    ...detail.categories.map((c) => ({ name: c.name, url: `${origin}/market/category/${c.id}` })),
    { name: detail.card.title, url: `${origin}${detail.card.url}` },
    ...(last ? [{ name: last.name, url: `${origin}${last.path}` }] : []),
  ];
  return {
    '@context': 'https://schema.org', '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, index) => ({ '@type': 'ListItem', position: index + 1, name: c.name, item: c.url })),
  };
}

/** schema.org Product with one Offer per size, in TWD. */
function productJsonLd(origin: string, detail: GroupBuyDetail, product: PanelProduct, path: string) {
  return {
    '@context': 'https://schema.org', '@type': 'Product',
    name: product.title === detail.card.title ? product.title : `${detail.card.title}｜${product.title}`,
    description: detail.content.paragraphs[0] ?? detail.card.description, image: `${origin}${detail.largeImage}`, brand: { '@type': 'Brand', name: detail.brand.name },
    // The 規格 table, for search engines that show product facts.
    ...(product.specs?.length ? { additionalProperty: product.specs.map((s) => ({ '@type': 'PropertyValue', name: s.label, value: s.value })) } : {}),
    // Only with reviews: a count of 0 is refused by search engines.
    ...(detail.figures.rating !== null && detail.figures.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: detail.figures.rating, reviewCount: detail.figures.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: product.options.filter((o) => unitPrice(o) > 0).map((o) => ({
      '@type': 'Offer', name: o.size, price: unitPrice(o), priceCurrency: CURRENCY, url: `${origin}${path}`,
      availability: `https://schema.org/${product.discontinued ? 'Discontinued' : isSoldOut(o) ? 'OutOfStock' : 'InStock'}`,
    })),
  };
}

export function groupBuyMeta({ queryClient, params, url }: MetaContext): PageMeta {
  const id = numericId(params.groupbuyId);
  const detail = id === null ? undefined : queryClient.getQueryData<GroupBuyDetail>(purchaseKeys.groupBuy(id));
  if (!detail) return pageMeta({ title: '團購商品' });
  return pageMeta({
    title: detail.card.title,
    description: detail.card.description,
    canonicalPath: detail.card.url,
    image: shareImage('gb', detail.card.id),
    robots: detail.card.isAdultOnly ? 'noindex' : undefined,
    jsonLd: [...detail.products.map((p) => productJsonLd(url.origin, detail, p, detail.card.url)), breadcrumbs(url.origin, detail)],
  });
}

export const groupBuyFormMeta = (context: MetaContext): PageMeta => {
  const meta = groupBuyMeta(context);
  const id = numericId(context.params.groupbuyId);
  return { ...meta, title: `訂購單・${meta.title}`, canonicalPath: id === null ? undefined : `/groupbuy/form/${id}`, robots: 'noindex', jsonLd: [] };
};

export function itemMeta(preview: boolean) {
  return ({ queryClient, params, url }: MetaContext): PageMeta => {
    const id = numericId(params.itemId);
    const page = id === null ? undefined : queryClient.getQueryData<ItemPage>(purchaseKeys.item(id));
    if (!page) return pageMeta({ title: '商品' });
    const path = `/market/${page.product.itemId}`;
    const { groupBuy, product } = page;
    return pageMeta({
      title: `${preview ? '預覽・' : ''}${product.title}｜${groupBuy.card.title}`,
      description: groupBuy.card.description,
      canonicalPath: path,
      image: shareImage('gb', groupBuy.card.id),
      robots: preview || groupBuy.card.isAdultOnly ? 'noindex' : undefined,
      jsonLd: preview ? [] : [productJsonLd(url.origin, groupBuy, product, path), breadcrumbs(url.origin, groupBuy, { name: product.title, path })],
    });
  };
}

/** The shape a page has while it loads: what the skeleton draws (issue 13 finding 7). */
export type SkeletonKind = 'list' | 'product' | 'qa' | 'member' | 'article' | 'form';

/** First matching pattern wins; paths follow SPEC §2.1. Anything else is a list of cards, the shop's usual page. */
const KINDS: readonly [RegExp, SkeletonKind][] = [
  [/^\/market\/(preview\/)?\d+\/?$/, 'product'],
  [/^\/groupbuy\/\d+(\/[^/]*)?$/, 'product'],
  [/^\/groupbuy\/form\/\d+/, 'product'],
  [/^\/groupbuy\/(shoppingcart|pay\/|neweb_credit_form\/)/, 'form'],
  [/^\/(promotion-code|delete-account|auth\/)/, 'form'],
  [/^\/qa(\/|$)/, 'qa'],
  [/^\/member(\/|$)/, 'member'],
  [/^\/(explore|about|terms|privacy|app)(\/|$)/, 'article'],
  [/^\/(articles|guide)\//, 'article'],
];

export function skeletonKindFor(pathname: string): SkeletonKind {
  return KINDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'list';
}

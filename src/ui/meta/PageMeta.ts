/** SPEC §3 "Page meta". */
export interface PageMeta {
  title: string;
  description: string;
  image: { url: string; type: string; width: number; height: number };
  canonicalPath?: string;
  jsonLd: Record<string, unknown>[];
  robots?: string;
}

export const SITE_NAME = '寶貝揪團';
export const DEFAULT_TITLE = '寶貝揪團｜媽咪寶寶好物限時團購推薦';
export const DEFAULT_DESCRIPTION =
  '寶貝揪團是爸媽的團購好夥伴：嬰幼服飾、哺育用品、寢具、外出用品與玩具繪本，每天精選限時團購，還有育兒討論區與好物指南。';
export const DEFAULT_IMAGE = { url: '/images/og-default.png', type: 'image/png', width: 1200, height: 630 };

/** A link preview's raster card of a group-buy's drawing or an article's or guide's cover (LINE and Facebook skip SVG). */
export const shareImage = (kind: 'gb' | 'article' | 'guide', id: number): PageMeta['image'] =>
  ({ url: `/images/share/${kind}/${id}.jpg`, type: 'image/jpeg', width: 1200, height: 630 });

export const organizationJsonLd = (origin: string): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: origin,
  logo: `${origin}/favicon.svg`,
});

export function pageMeta(partial: Partial<PageMeta> & { title?: string }): PageMeta {
  return {
    title: partial.title ? `${partial.title}｜${SITE_NAME}` : DEFAULT_TITLE,
    description: partial.description ?? DEFAULT_DESCRIPTION,
    image: partial.image ?? DEFAULT_IMAGE,
    canonicalPath: partial.canonicalPath,
    jsonLd: partial.jsonLd ?? [],
    robots: partial.robots,
  };
}

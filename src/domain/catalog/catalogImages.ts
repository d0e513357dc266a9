/**
 * The raster sizes of a group-buy's picture: `/images/gb/{id}.svg` is the drawing, `/images/gb/{id}-{w}.{format}`
 * the same drawing rendered at width w (square). The widths cover a phone card at 1-3x (about 160-200 css px) up
 * to the desktop hero at 2x; the server renders no other width.
 */
export const CATALOG_IMAGE_WIDTHS = [240, 360, 480, 720, 960] as const;
export type CatalogImageWidth = (typeof CATALOG_IMAGE_WIDTHS)[number];
export const CATALOG_IMAGE_FORMATS = ['webp', 'avif'] as const;
export type CatalogImageFormat = (typeof CATALOG_IMAGE_FORMATS)[number];

const GROUP_BUY_DRAWING = /^\/images\/gb\/(\d{1,9})\.svg$/;

/** The URL of a group-buy picture's rendering at one width and format. */
export const catalogImageUrl = (id: number, width: CatalogImageWidth, format: CatalogImageFormat): string => `/images/gb/${id}-${width}.${format}`;

/**
 * A srcset of a picture's raster renderings, in one format (WebP: every browser and app webview the shop serves
 * decodes it, so the largest-paint preload can name the very file the img then takes); undefined for an image
 * that has no renderings (anything but a group-buy's drawing).
 */
export function catalogSrcSet(image: string, format: CatalogImageFormat = 'webp'): string | undefined {
  const id = GROUP_BUY_DRAWING.exec(image)?.[1];
  if (!id) return undefined;
  return CATALOG_IMAGE_WIDTHS.map((width) => `${catalogImageUrl(Number(id), width, format)} ${width}w`).join(', ');
}

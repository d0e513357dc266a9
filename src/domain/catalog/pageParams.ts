/**
 * URL parameters of the catalog pages (SPEC §5: ids are numeric). A malformed id or path makes
 * the page not found; a malformed page number falls back to the first page, like any filter.
 */
const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 1000;

export function parseNumericId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

/** A curation or event path: lower-case letters, digits and dashes. */
export const isSlug = (raw: string | undefined): raw is string => raw !== undefined && /^[a-z0-9][a-z0-9-]{0,63}$/.test(raw);

/** A category path from the branch, one to three slugs: `fashion/bodysuits/rompers`. */
export const isCategoryPath = (raw: string | undefined): raw is string =>
  raw !== undefined && /^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,2}$/.test(raw);

export interface TemplateParts { head: string; html: string; data: string; nonce: string; styleNonce: string }
/** A route's chunks (source paths) as the build manifest's tags: stylesheets, and module preloads. */
export type PreloadFor = (chunks: string[]) => { styles: string; scripts: string };

const SLOTS = [['<!--app-head-->', 'head'], ['<!--app-html-->', 'html'], ['<!--app-data-->', 'data']] as const;
type Slot = (typeof SLOTS)[number][1];
/** Where the request's nonces go in a precompiled piece of the template (never in index.html). */
const NONCE_MARK = '\u0000';
const STYLE_NONCE_MARK = '\u0001';

/**
 * Every script tag and modulepreload link without a nonce gets `nonce`; with `styleNonce`, every style tag
 * without one gets it. Only for markup the shop writes itself (index.html, the build manifest's tags):
 * rendered content never passes through here, so a tag smuggled into it stays without a nonce.
 */
export function withNonces(html: string, nonce: string, styleNonce?: string): string {
  const scripts = html
    .replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"(?![^>]*\bnonce=)/g, `<link rel="modulepreload" nonce="${nonce}"`);
  return styleNonce === undefined ? scripts : scripts.replace(/<style(?![^>]*\bnonce=)(?=[\s>])/g, `<style nonce="${styleNonce}"`);
}

/** The build manifest's tags for some chunks (the shop's own markup), with one response's nonces. */
export function noncedPreloads(preloadFor: PreloadFor | undefined, nonce: string, styleNonce: string): PreloadFor | undefined {
  if (!preloadFor) return undefined;
  return (chunks) => {
    const tags = preloadFor(chunks);
    return { styles: withNonces(tags.styles, nonce, styleNonce), scripts: withNonces(tags.scripts, nonce) };
  };
}

/** A precompiled piece with the request's nonces in place. */
const fillPiece = (piece: string, parts: TemplateParts) => piece.replaceAll(STYLE_NONCE_MARK, parts.styleNonce).replaceAll(NONCE_MARK, parts.nonce);

interface Compiled { pieces: string[]; slots: Slot[] }

/** index.html cut at its placeholders, each piece already split where the nonce goes. */
function compile(template: string): Compiled {
  const found = SLOTS.map(([mark, slot]) => ({ mark, slot, at: template.indexOf(mark) })).filter(({ at }) => at >= 0).sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { mark, at } of found) {
    pieces.push(template.slice(from, at));
    from = at + mark.length;
  }
  pieces.push(template.slice(from));
  return { pieces: pieces.map((piece) => withNonces(piece, NONCE_MARK, STYLE_NONCE_MARK)), slots: found.map(({ slot }) => slot) };
}

let last: { template: string; compiled: Compiled } | undefined;

/**
 * Fills index.html with one rendered page. The template's own script, modulepreload and style tags get
 * the request's nonces; the parts go in as they are: render() writes the nonce on each tag it makes
 * itself, so a tag that reached the page any other way (a member's text) gets none.
 * The template is cut once (production serves the same one to every request) rather than
 * rescanned with the page in it.
 */
export function fillTemplate(template: string, parts: TemplateParts): string {
  if (last?.template !== template) last = { template, compiled: compile(template) };
  const { pieces, slots } = last.compiled;
  let html = fillPiece(pieces[0], parts);
  slots.forEach((slot, index) => {
    html += parts[slot];
    html += fillPiece(pieces[index + 1], parts);
  });
  return html;
}

/**
 * Text a member chooses for others to read (nicknames, baby and recipient names, questions,
 * answers, reviews), as the shop keeps it: nothing invisible, no direction overrides, plain spaces.
 *
 * - `name` (nickname, baby or recipient name): one line, NFKC (full-width letters, compatibility
 *   forms and odd spaces fold to their plain form, so a look-alike cannot pass for another name).
 * - `line` (a question's title) and `text` (a question, an answer, a review): NFC only, since NFKC
 *   would turn a parent's full-width ，？！ into ASCII and m² into m2; `text` keeps its paragraphs
 *   (at most one blank line between them), `line` is one line.
 * Every whitespace run inside a line becomes one space; the ends are trimmed.
 */
export type TextKind = 'name' | 'line' | 'text';

/**
 * Control (Cc) and format (Cf) characters, every default-ignorable one (zero-width space, joiners,
 * BOM, U+2060-206F, bidi embeddings U+202A-202E and isolates U+2066-2069, Hangul fillers, …), the
 * braille blank and the object replacement character: none of them shows, all of them can hide.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\uFFFC]/gu;
/** Variation selectors are default-ignorable too, but they choose an emoji's or an ideograph's glyph. */
const VARIATION_SELECTOR = /^[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u;
/** A zero-width joiner inside an emoji sequence (👩‍👧) is part of the picture. */
const EMOJI_BEFORE = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;
const LINE_BREAKS = /\r\n|[\r\v\f\u0085\u2028\u2029]/g;

function keepsShowing(text: string, ch: string, offset: number): boolean {
  if (VARIATION_SELECTOR.test(ch)) return true;
  return ch === '\u200D' && EMOJI_BEFORE.test(text.slice(Math.max(0, offset - 4), offset)) && EMOJI_AFTER.test(text.slice(offset + 1, offset + 3));
}

function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch: string, offset: number) => {
    if (ch === '\n') return ch;
    if (ch === '\t') return ' ';
    return keepsShowing(text, ch, offset) ? ch : '';
  });
}

const collapseLines = (text: string): string =>
  text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();

/** The shop's one way to clean shown text; cleaning twice changes nothing more. */
export function cleanDisplayText(raw: string, kind: TextKind = 'text'): string {
  const form = kind === 'name' ? 'NFKC' : 'NFC';
  const lines = raw.normalize(form).replace(LINE_BREAKS, '\n');
  // Removing a character can bring two others together that normalise into one: normalise again.
  const visible = stripInvisible(kind === 'text' ? lines : lines.replace(/\n/g, ' ')).normalize(form);
  return kind === 'text' ? collapseLines(visible) : visible.replace(/\s+/g, ' ').trim();
}

/** Characters as a reader counts them (an astral emoji is one), for the length rules. */
export const visibleLength = (text: string): number => [...text].length;

/**
 * The shop's design tokens, free of MUI: CSS modules read them as `--shop-*` custom properties
 * (src/ui/styles/global.css, checked against these values by a test), the MUI theme is built from them.
 */

/** Brand colours, also used outside MUI (progress bar, inline SVG badges). */
export const SHOP_COLORS = {
  brandPink: '#f25c87',
  /** Darker brand pink for small text and white-on-pink buttons: 5.1:1 contrast on white (WCAG AA). */
  brandPinkStrong: '#c9325f',
  /** Hover of filled buttons and pink text on pink tints (5.3:1 on #ffe3ec). */
  brandPinkDeep: '#b02a53',
  text: '#333333',
  softBackground: '#fff7f9',
  teal: '#28a4a0',
  /** Hairlines between shell areas. */
  border: '#f3d9e1',
} as const;

/**
 * The shop's colour tokens, named for their job; components use these (or the MUI palette,
 * which is built from them), never a hex literal. Contrast on white, WCAG AA: text at least
 * 4.5:1, large text and control outlines at least 3:1. CSS modules read the same values as
 * custom properties (`var(--shop-text-subtle)`, see `shopCssVariables`).
 */
export const SHOP_TOKENS = {
  /** Body text, 12.6:1. */
  text: SHOP_COLORS.text,
  /** Long-form paragraphs, 7.5:1. */
  textSoft: '#555555',
  /** Secondary text (descriptions, counts), 5.7:1. */
  textMuted: '#666666',
  /** Struck original prices and faded tickets, 5.3:1 (was #999, 2.8:1). */
  textSubtle: '#6b6b6b',
  /** Text and icons on brandPinkStrong, tealStrong, success, info or scrim. */
  onAccent: '#ffffff',
  /** Prices, links and small brand text, 5.1:1. */
  brandText: SHOP_COLORS.brandPinkStrong,
  brandPink: SHOP_COLORS.brandPink,
  brandPinkStrong: SHOP_COLORS.brandPinkStrong,
  brandPinkDeep: SHOP_COLORS.brandPinkDeep,
  surface: '#ffffff',
  /** Image placeholders, selected chips. */
  brandTint: '#fdeef2',
  brandTintStrong: '#ffe3ec',
  softBackground: SHOP_COLORS.softBackground,
  mintTint: '#e6f7f6',
  /** Notes and the offline notice; text on it uses noticeText (9.9:1). */
  noticeBackground: '#fff6e5',
  noticeBorder: '#f0c36d',
  noticeText: '#663c00',
  /** Hairlines between areas (decorative, no contrast needed). */
  border: SHOP_COLORS.border,
  divider: '#eeeeee',
  /** Outline of an unselected control (chip, tag, option), 3.3:1: the outline is what shows it is a control. */
  controlBorder: '#8f8f8f',
  teal: SHOP_COLORS.teal,
  /** White on it 4.8:1. */
  tealStrong: '#1f7f7c',
  tealDeep: '#17615f',
  success: '#06803a',
  successDeep: '#056a30',
  /** Upcoming events, 5.3:1. */
  info: '#1f6fb2',
  /** Error text and outlines, 5.6:1 (MUI's #e53935 is 4.2:1). */
  errorText: '#c62828',
  ratingStar: '#b26a00',
  ratingStarEmpty: '#d6d6d6',
  /** Store badges and other dark buttons. */
  ink: '#111111',
  inkHover: '#333333',
  shadow: 'rgba(0, 0, 0, 0.08)',
  scrim: 'rgba(51, 51, 51, 0.55)',
  toast: 'rgba(33, 33, 33, 0.92)',
  frosted: 'rgba(255, 255, 255, 0.85)',
  heroGradient: 'linear-gradient(120deg, #ffe3ec 0%, #fff4e6 60%, #e6f7f6 100%)',
  sheenGradient: 'linear-gradient(120deg, rgba(255, 255, 255, 0.55), rgba(255, 255, 255, 0) 70%)',
} as const;

export type ShopToken = keyof typeof SHOP_TOKENS;

/** `--shop-<kebab-name>` custom properties of every token, set on :root by the theme's CssBaseline. */
export function shopCssVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(SHOP_TOKENS).map(([name, value]) => [`--shop-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value]));
}

/**
 * SPEC §4.5 option button looks. Every text/background pair is at least 4.5:1 (sold-out
 * #666 on #eee 4.95, white on brandPinkStrong 5.1, notify 6.5, cancel-notify 7.0).
 */
export const OPTION_LOOK_COLORS = {
  normalText: '#333333',
  normalBorder: '#8a8a8a',
  normalBackground: '#ffffff',
  soldOutText: '#666666',
  soldOutBackground: '#eeeeee',
  soldOutBorder: '#d6d6d6',
  activeText: '#ffffff',
  notifyText: '#7a4f00',
  notifyBackground: '#fff3d6',
  notifyBorder: '#d48a00',
  cancelNotifyText: '#1b5e20',
  cancelNotifyBackground: '#e8f5e9',
  cancelNotifyBorder: '#2e7d32',
} as const;

// The progress bar's colours live apart: the shell paints with them, without the rest of the tokens.
export { PROGRESS_BAR_COLORS } from './progressBarColors';

/**
 * SPEC §9 "Mobile footer hidden at 1199px and wider". The `desktop` breakpoint (1200)
 * drives the rest of the shell; the mobile footer keeps the spec's exact pixel.
 */
export const MOBILE_FOOTER_HIDDEN_FROM_PX = 1199;

/** Height of the mobile bottom navigation (SPEC §2.4), without the safe-area inset. */
export const BOTTOM_NAV_HEIGHT_PX = 56;

/** The shop's font stack: system UI first, Noto Sans CJK TC for zh-TW. */
export const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"Noto Sans CJK TC"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  'sans-serif',
].join(', ');

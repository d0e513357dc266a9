import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** The desktop shell starts here; below it the mobile footer and bottom navigation apply. */
    desktop: true;
  }
}

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

/** SPEC §4.4: blue on desktop, pink on mobile, red on failure. */
export const PROGRESS_BAR_COLORS = {
  desktop: '#2f80ed',
  mobile: '#f25c87',
  failure: '#e53935',
} as const;

/**
 * SPEC §9 "Mobile footer hidden at 1199px and wider". The `desktop` breakpoint (1200)
 * drives the rest of the shell; the mobile footer keeps the spec's exact pixel.
 */
export const MOBILE_FOOTER_HIDDEN_FROM_PX = 1199;

/** Height of the mobile bottom navigation (SPEC §2.4), without the safe-area inset. */
export const BOTTOM_NAV_HEIGHT_PX = 56;

const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"Noto Sans CJK TC"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  'sans-serif',
].join(', ');

/** The shop's MUI theme; one instance per render root (server request or browser). */
export function createShopTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: SHOP_COLORS.brandPink, dark: SHOP_COLORS.brandPinkStrong, contrastText: '#ffffff' },
      secondary: { main: SHOP_COLORS.teal, contrastText: '#ffffff' },
      error: { main: PROGRESS_BAR_COLORS.failure },
      text: { primary: SHOP_COLORS.text, secondary: '#666666' },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    typography: {
      fontFamily: FONT_STACK,
      // CJK text reads better without letter-spacing or forced capitals on buttons.
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    },
    shape: { borderRadius: 10 },
    breakpoints: {
      values: { xs: 0, sm: 600, md: 900, lg: 1200, desktop: 1200, xl: 1536 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        // White text on the light brand pink is only 3.1:1, so filled buttons use the strong shade.
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: { backgroundColor: SHOP_COLORS.brandPinkStrong, '&:hover': { backgroundColor: SHOP_COLORS.brandPinkDeep } },
          },
          { props: { variant: 'text', color: 'primary' }, style: { color: SHOP_COLORS.brandPinkStrong } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: SHOP_COLORS.brandPinkStrong } },
        ],
      },
      MuiTab: { styleOverrides: { root: { fontSize: 15, '&.Mui-selected': { color: SHOP_COLORS.brandPinkStrong } } } },
      MuiBadge: { styleOverrides: { colorPrimary: { backgroundColor: SHOP_COLORS.brandPinkStrong } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    },
  });
}

import { createTheme, type Theme } from '@mui/material/styles';
import { zhTW } from '@mui/material/locale';
import { FONT_STACK, SHOP_COLORS, SHOP_TOKENS, shopCssVariables } from './tokens';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** The desktop shell starts here; below it the mobile footer and bottom navigation apply. */
    desktop: true;
  }
}

/** Touch screens: where tap targets grow to 44 px. */
const COARSE_POINTER = '@media (pointer: coarse)';



/** The shop's MUI theme with MUI's zh-TW texts; one instance per render root (server request or browser). */
export function createShopTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: SHOP_COLORS.brandPink, dark: SHOP_COLORS.brandPinkStrong, contrastText: '#ffffff' },
      secondary: { main: SHOP_COLORS.teal, contrastText: '#ffffff' },
      error: { main: SHOP_TOKENS.errorText },
      text: { primary: SHOP_TOKENS.text, secondary: SHOP_TOKENS.textMuted },
      background: { default: SHOP_TOKENS.surface, paper: SHOP_TOKENS.surface },
      divider: SHOP_TOKENS.divider,
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
      MuiCssBaseline: { styleOverrides: { ':root': shopCssVariables() } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // A thumb needs 44×44 px (issue 13): every button on a touch screen, whatever its size prop.
        styleOverrides: { root: { [COARSE_POINTER]: { minHeight: 44 } } },
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
      MuiIconButton: { styleOverrides: { root: { [COARSE_POINTER]: { minWidth: 44, minHeight: 44 } } } },
      MuiTab: { styleOverrides: { root: { fontSize: 15, '&.Mui-selected': { color: SHOP_COLORS.brandPinkStrong } } } },
      MuiBadge: { styleOverrides: { colorPrimary: { backgroundColor: SHOP_COLORS.brandPinkStrong } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    },
  // MUI's own texts (關閉, 沒有選項, 每頁列數, …) in zh-TW: none of its English defaults reaches a shopper.
  }, zhTW);
}

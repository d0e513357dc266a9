import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createShopTheme } from '../theme';
import { createEmotionCache } from './emotionCache';

const theme = createShopTheme();

/**
 * The browser's emotion cache, made on the first MUI island: its runtime style tags need the
 * style nonce of this document's CSP, which the page server puts on the csp-nonce meta tag (Vite's too).
 */
let browserCache: ReturnType<typeof createEmotionCache> | undefined;
function emotionCache() {
  browserCache ??= createEmotionCache(document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined);
  return browserCache;
}

/**
 * Where MUI may render: the theme, and in the browser emotion's cache. The shell and the pages
 * that paint first are plain elements with CSS modules; MUI pieces (dialogs, forms, pages not yet
 * moved) load with this scope in their own chunk. On the server the request's cache, which
 * collects the critical CSS, is provided above the whole tree (ssr/entry-server.tsx).
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return typeof document === 'undefined' ? themed : <CacheProvider value={emotionCache()}>{themed}</CacheProvider>;
}

import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/**
 * The style tags of the emotion CSS a page used. Most pages use none (MUI is lazy): then the
 * answer is the one empty tag, and the scan of the whole page for class names is skipped.
 */
export function criticalStyles(cache: EmotionCache, emotion: EmotionServer, html: string): string {
  const chunks = Object.keys(cache.inserted).length === 0 ? { html, styles: [{ key: cache.key, ids: [], css: '' }] } : emotion.extractCriticalToChunks(html);
  return emotion.constructStyleTagsFromChunks(chunks);
}

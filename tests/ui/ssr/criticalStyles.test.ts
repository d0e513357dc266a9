/**
 * @jest-environment node
 */
import createEmotionServer from '@emotion/server/create-instance';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createEmotionCache } from '../../../src/ui/app/emotionCache';
import { criticalStyles } from '../../../src/ui/ssr/criticalStyles';

const HTML = '<main class="page"><p>最新團購</p></main>';

describe('criticalStyles', () => {
  it('answers a page that used no emotion CSS with the same empty tag as the full scan', () => {
    const cache = createEmotionCache('n0nce');
    const emotion = createEmotionServer(cache);
    const full = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(HTML));
    expect(criticalStyles(cache, emotion, HTML)).toBe(full);
    expect(full).toBe('<style data-emotion="mui " nonce="n0nce"></style>');
  });

  it('keeps the CSS of the classes a page used', () => {
    const cache = createEmotionCache('n0nce');
    const emotion = createEmotionServer(cache);
    const serialized = serializeStyles([{ color: 'red' }], cache.registered);
    insertStyles(cache, serialized, false);
    const html = `<p class="mui-${serialized.name}">紅</p>`;
    expect(criticalStyles(cache, emotion, html)).toBe(emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)));
    expect(criticalStyles(cache, emotion, html)).toContain('color:red');
  });
});

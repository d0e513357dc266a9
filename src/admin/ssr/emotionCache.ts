import createCache from '@emotion/cache';

/** The back office's emotion cache (its own key: it never shares a page with the shop's). */
export const adminEmotionCache = (nonce?: string) => createCache({ key: 'adm', nonce, prepend: true });

import createCache from '@emotion/cache';

/** Same key on server and client so the critical CSS the server sends is reused on hydration. */
export const createEmotionCache = (nonce?: string) => createCache({ key: 'mui', nonce, prepend: true });

import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { adminApi, fetchSend } from '../api/adminApi';
import { AdminApp, type AdminBoot } from '../AdminApp';
import { adminEmotionCache } from './emotionCache';

/** The back office's browser entry (admin.html): hydrates what the page server rendered, with the same boot. */
const state = document.getElementById('__ADMIN_STATE__')?.textContent ?? '';
const boot = JSON.parse(state) as AdminBoot;
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
hydrateRoot(
  document.getElementById('root')!,
  <CacheProvider value={adminEmotionCache(nonce)}><AdminApp boot={boot} api={adminApi(fetchSend)} styleNonce={nonce} /></CacheProvider>,
);

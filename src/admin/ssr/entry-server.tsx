import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { EndpointDispatch } from '../../../contract/endpoint';
import { AdminAccessEndpoints } from '../../../contract/endpoints/adminAccess';
import { safeJson } from '../../ui/meta/renderHead';
import { adminApi, type AdminApi } from '../api/adminApi';
import { listKey } from '../AdminContext';
import { AdminApp, type AdminBoot } from '../AdminApp';
import { deskAt, firstListAt } from '../desks';
import { AdminCopy } from '../messages';
import { adminEmotionCache } from './emotionCache';
import { serverSend } from './serverSend';

export interface AdminRenderRequest {
  url: string;
  headers: Record<string, string | undefined>;
  dispatch: EndpointDispatch;
  /** CSP nonces of this response: the state script and emotion's style tags. */
  nonce: string;
  styleNonce: string;
}
export interface AdminRenderResult { status: number; head: string; html: string; data: string; setCookies: string[] }

/** Who is signed in and the first list of the desk at the path (nothing for a visitor or a desk the role may not open). */
async function bootFor(api: AdminApi, path: string): Promise<{ boot: AdminBoot; status: number }> {
  const me = await api(AdminAccessEndpoints.me);
  if (!me.ok) return { boot: { me: null, path, initial: {} }, status: 200 };
  const desk = deskAt(path, me.data.role);
  const initial: Record<string, unknown> = {};
  const first = desk ? firstListAt(desk, path) : null;
  if (first) {
    const { endpoint, query, params } = first;
    const answer = await api(endpoint, { query, params } as never);
    if (answer.ok) initial[listKey(endpoint.path, { ...query, ...params })] = answer.data;
    else if (params) return { boot: { me: me.data, path, initial }, status: 404 };
  }
  return { boot: { me: me.data, path, initial }, status: desk ? 200 : 404 };
}

/** Renders one back-office page: the sign-in for a visitor, the desk for a staff member. */
export async function renderAdmin(request: AdminRenderRequest): Promise<AdminRenderResult> {
  const setCookies: string[] = [];
  const url = new URL(request.url);
  const api = adminApi(serverSend(request.dispatch, request.headers, setCookies));
  const { boot, status } = await bootFor(api, url.pathname);
  const cache = adminEmotionCache(request.styleNonce);
  const emotion = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}><AdminApp boot={boot} api={api} /></CacheProvider>);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const head = [`<title>${AdminCopy.TITLE}</title>`, '<meta name="robots" content="noindex, nofollow" />', styles].join('\n    ');
  const data = `<script id="__ADMIN_STATE__" type="application/json" nonce="${request.nonce}">${safeJson(boot)}</script>`;
  return { status, head, html, data, setCookies };
}

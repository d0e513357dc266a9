import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../html';
import type { ProviderForm } from '../../services/logistics/LogisticsProvider';

const STYLE = `body{font-family:'Noto Sans CJK TC','PingFang TC',sans-serif;background:#f4f8f4;color:#223;margin:0;padding:24px}
main{max-width:640px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{color:#1b7f3b;font-size:20px;margin-top:0}.demo{background:#fff3cd;border-radius:8px;padding:8px 12px;font-size:14px}
.stores{list-style:none;margin:0;padding:0}.stores li{border-top:1px solid #dde;padding:12px 0}.stores h3{font-size:17px;margin:0}
.stores p{margin:4px 0;overflow-wrap:anywhere}button{margin-top:8px;background:#1b7f3b;color:#fff;border:0;border-radius:8px;padding:10px 20px;font-size:16px;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dd{margin:0;font-weight:700}`;

export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');

/** A form to the provider (or back to the shop) that posts itself; the button is for a browser without script. */
export const postingForm = (form: ProviderForm, button: string) =>
  `<form id="auto-post" method="post" action="${escapeHtml(form.url)}">${hiddenFields(form.fields)}<button type="submit">${escapeHtml(button)}</button></form>`;

/** A small zh-TW page of the logistics flow; its style and auto-submit script carry the CSP nonces. */
export function sendLogisticsPage(reply: FastifyReply, input: { title: string; body: string; notice?: string; autoSubmit?: boolean }): FastifyReply {
  const nonces = reply.cspNonce ?? { script: '', style: '' };
  const script = input.autoSubmit ? `<script nonce="${nonces.script}">document.getElementById('auto-post').submit()</script>` : '';
  const notice = input.notice ? `<p class="demo">${escapeHtml(input.notice)}</p>` : '';
  const html = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(input.title)}｜寶貝揪團</title><style nonce="${nonces.style}">${STYLE}</style></head><body><main><h1>${escapeHtml(input.title)}</h1>${notice}${input.body}</main>${script}</body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

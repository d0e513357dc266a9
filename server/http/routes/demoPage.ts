import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../html';

const STYLE = `
body{font-family:'Noto Sans CJK TC','PingFang TC','Microsoft JhengHei',sans-serif;background:#fff7f9;color:#333;margin:0;padding:24px}
main{max-width:760px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
h1{color:#f25c87;font-size:22px;margin-top:0}.demo{background:#fff3cd;border-radius:8px;padding:8px 12px;font-size:14px}
article{border-top:1px solid #f1d4dc;padding:12px 0}pre{white-space:pre-wrap;font-family:inherit;margin:8px 0}
a{color:#28a4a0;word-break:break-all}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;border:1px solid #ddd;border-radius:8px;box-sizing:border-box}
button{margin-top:16px;background:#f25c87;color:#fff;border:0;border-radius:8px;padding:10px 20px;font-size:16px;cursor:pointer}
small{color:#888}
.stores{list-style:none;margin:0;padding:0}.stores li{border-top:1px solid #f1d4dc;padding:12px 0}.stores h3{font-size:17px;margin:0}.stores p{margin:4px 0;overflow-wrap:anywhere}.stores button{margin-top:8px}`;

/** A small server-rendered zh-TW page for the demo-only tools; its style tag carries the CSP nonce. */
export function sendDemoPage(reply: FastifyReply, title: string, body: string): FastifyReply {
  const nonce = reply.cspNonce?.style ?? '';
  const html = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}｜寶貝揪團</title><style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p class="demo">僅供展示環境使用：正式環境不會開啟此頁面。</p>${body}</main></body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

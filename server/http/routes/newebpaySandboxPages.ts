import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../html';
import { SANDBOX_MPG_BASE, SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../services/payments/newebpay/sandbox/sandboxSettings';
import { SandboxMpgMessages as M } from '../../services/payments/newebpay/sandbox/sandboxMessages';
import type { SandboxTrade } from '../../services/payments/newebpay/sandbox/sandboxTrades';

const STYLE = `body{font-family:'Noto Sans CJK TC','PingFang TC',sans-serif;background:#f3f6fa;color:#223;margin:0;padding:24px}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{color:#0b5cad;font-size:20px;margin-top:0}.demo{background:#fff3cd;border-radius:8px;padding:8px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dd{margin:0;text-align:right;font-weight:700}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;border:1px solid #bbc;border-radius:8px;box-sizing:border-box;font-size:16px}
button{margin-top:16px;background:#0b5cad;color:#fff;border:0;border-radius:8px;padding:10px 20px;font-size:16px;cursor:pointer}
.error{color:#b00020;font-weight:700}table{border-collapse:collapse;margin-top:8px}td{padding:2px 8px;font-size:14px}`;

/** The sandbox gateway's page: its own look, our CSP (the auto-submit script carries the nonce). */
export function sendMpgPage(reply: FastifyReply, body: string, autoSubmit = false): FastifyReply {
  const nonces = reply.cspNonce ?? { script: '', style: '' };
  const script = autoSubmit ? `<script nonce="${nonces.script}">document.getElementById('mpg-post').submit()</script>` : '';
  const html = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${M.TITLE}</title><style nonce="${nonces.style}">${STYLE}</style></head><body><main><h1>${M.TITLE}</h1><p class="demo">${M.NOTICE}</p>${body}</main>${script}</body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const hidden = (fields: Record<string, string>) => Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');

const summary = (trade: SandboxTrade) => `<dl><dt>${M.ORDER}</dt><dd>${escapeHtml(trade.merchant_order_no)}</dd><dt>${M.AMOUNT}</dt><dd>NT$${trade.amt.toLocaleString('en-US')}</dd></dl>`;

const error = (text: string | null) => (text ? `<p class="error" role="alert">${escapeHtml(text)}</p>` : '');

export function cardPage(trade: SandboxTrade, problem: string | null = null): string {
  const cards = [[SANDBOX_CARDS.succeeds, M.CARD_OK], [SANDBOX_CARDS.declined, M.CARD_DECLINED], [SANDBOX_CARDS.asks3ds, M.CARD_3DS]]
    .map(([n, what]) => `<tr><td>${n.replace(/(\d{4})(?=\d)/g, '$1-')}</td><td>${what}</td></tr>`).join('');
  return `${summary(trade)}${error(problem)}<form method="post" action="${SANDBOX_MPG_BASE}/MPG/card/${trade.trade_no}">
<label for="CardNo">${M.CARD_NUMBER}</label><input id="CardNo" name="CardNo" inputmode="numeric" autocomplete="off" required>
<label for="Exp">${M.EXPIRY}</label><input id="Exp" name="Exp" autocomplete="off" value="12/30">
<label for="CVC">${M.CVC}</label><input id="CVC" name="CVC" inputmode="numeric" autocomplete="off" value="123">
<button type="submit">${M.PAY}</button></form><p>${M.TEST_CARDS}</p><table>${cards}</table>`;
}

export function threeDsPage(trade: SandboxTrade, problem: string | null = null): string {
  return `<h2>${M.THREE_DS_TITLE}</h2>${summary(trade)}${error(problem)}<p>${M.THREE_DS_HINT(SANDBOX_3DS_CODE)}</p>
<form method="post" action="${SANDBOX_MPG_BASE}/MPG/3ds/${trade.trade_no}"><label for="code">${M.THREE_DS_CODE}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">${M.CONFIRM}</button></form>`;
}

export const atmPage = (trade: SandboxTrade): string =>
  `<h2>${M.ATM_TITLE}</h2>${summary(trade)}<form method="post" action="${SANDBOX_MPG_BASE}/MPG/atm/${trade.trade_no}"><button type="submit">${M.ATM_ISSUE}</button></form>`;

export const linePayPage = (trade: SandboxTrade): string =>
  `<h2>${M.LINE_PAY_TITLE}</h2>${summary(trade)}<form method="post" action="${SANDBOX_MPG_BASE}/MPG/linepay/${trade.trade_no}">
<button type="submit" name="action" value="approve">${M.LINE_PAY_APPROVE}</button> <button type="submit" name="action" value="cancel">${M.LINE_PAY_CANCEL}</button></form>`;

/** The gateway sends the browser back with a form post (ReturnURL, CustomerURL): automatic, with the button for a browser without script. */
export const postBackPage = (url: string, fields: Record<string, string>): string =>
  `<p>${M.RETURNING}</p><form id="mpg-post" method="post" action="${escapeHtml(url)}">${hidden(fields)}<button type="submit">${M.BACK_TO_SHOP}</button></form>`;

export const refusedPage = (message: string): string => error(message);

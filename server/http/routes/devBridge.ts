import type { FastifyInstance } from 'fastify';
import { sendDemoPage } from './demoPage';

/**
 * The sessionStorage keys of the browser's bridge record (src/infrastructure/native-bridge/
 * SessionStorageBridgeLog.ts; the server may not import it, tests/server/devBridge.test.ts keeps them equal).
 */
export const DEV_BRIDGE_KEYS = { on: 'jiutuan.bridgeLog.on', log: 'jiutuan.bridgeLog' } as const;

/** Runs in the tab: switches the record on and lists it; the list lives in this tab only. */
const script = `(()=>{const k=${JSON.stringify(DEV_BRIDGE_KEYS)};sessionStorage.setItem(k.on,'1');
const list=document.getElementById('bridge-log');const esc=(t)=>t.replace(/[&<>"']/g,(c)=>'&#'+c.charCodeAt(0)+';');
const show=()=>{const items=JSON.parse(sessionStorage.getItem(k.log)||'[]').reverse();
list.innerHTML=items.length?items.map((m)=>'<article><strong>'+esc(m.action)+'</strong><br><small>'+esc(m.at)+'</small><pre>'+esc(JSON.stringify(m.payload,null,2))+'</pre></article>').join(''):'<p>尚無紀錄。</p>';};
document.getElementById('bridge-clear').addEventListener('click',()=>{sessionStorage.removeItem(k.log);show();});show();})();`;

/** /dev/bridge (demo mode only): what this tab's pages sent to the shop's app, newest first. */
export function devBridgeRoutes(app: FastifyInstance): void {
  app.get('/dev/bridge', async (_request, reply) => {
    const nonce = reply.cspNonce?.script ?? '';
    const body = `<p>在 App 內（使用者代理含 JiutuanApp/版本）開啟本頁後，同一分頁送給 App 的最新 30 則訊息會記錄在這裡。</p>
<button type="button" id="bridge-clear">清除紀錄</button><div id="bridge-log"><noscript>需要 JavaScript。</noscript></div><script nonce="${nonce}">${script}</script>`;
    return sendDemoPage(reply, 'App 橋接紀錄', body);
  });
}

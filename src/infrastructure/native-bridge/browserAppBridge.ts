import type { AppBridge } from '../../application/appBridge/ports';
import { parseAppMarker } from '../../domain/platform/webServerKind';
import { NoopAppBridge } from './NoopAppBridge';
import { SessionStorageBridgeLog } from './SessionStorageBridgeLog';
import { WebviewAppBridge, type BridgeWindow } from './WebviewAppBridge';

/** The browser's bridge: the webview adapter when the user agent carries `JiutuanApp/<version> (ios|android)`, else a no-op. */
export function browserAppBridge(): AppBridge {
  if (typeof window === 'undefined') return new NoopAppBridge();
  const app = parseAppMarker(window.navigator.userAgent);
  if (!app) return new NoopAppBridge();
  const storage = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })();
  return new WebviewAppBridge(app, window as unknown as BridgeWindow, storage ? new SessionStorageBridgeLog(storage) : undefined);
}

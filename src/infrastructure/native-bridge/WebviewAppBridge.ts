import type { AppBridge } from '../../application/appBridge/ports';
import type { AppBridgeMessage } from '../../domain/appBridge/messages';
import { appAccepts } from '../../domain/appBridge/versionGates';
import type { AppMarker } from '../../domain/platform/webServerKind';

/** The iOS message handler: `window.webkit.messageHandlers.jiutuan.postMessage({ action, payload })`. */
export const IOS_HANDLER = 'jiutuan';
/** The Android JavaScript interface: `window.JiutuanAndroid.postMessage(JSON.stringify({ action, payload }))`. */
export const ANDROID_INTERFACE = 'JiutuanAndroid';

/** The parts of `window` the bridge touches, so tests can hand in a plain object. */
export interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  [ANDROID_INTERFACE]?: { postMessage(json: string): void };
}

type Envelope = { action: AppBridgeMessage['action']; payload: AppBridgeMessage['payload'] };

/** Where a sent message is also noted (the demo record); optional. */
export interface BridgeLog {
  record(message: AppBridgeMessage): void;
}

/**
 * The app's webview (SPEC §7): iOS posts the message object to its WKScriptMessageHandler,
 * Android receives it as a JSON string through its @JavascriptInterface. Actions the app's
 * version does not know are not sent; a missing or failing handler never breaks the page.
 */
export class WebviewAppBridge implements AppBridge {
  constructor(
    private readonly app: AppMarker,
    private readonly win: BridgeWindow,
    private readonly log?: BridgeLog,
  ) {}

  inApp(): boolean {
    return true;
  }

  send(message: AppBridgeMessage): boolean {
    if (!appAccepts(message.action, this.app.version)) return false;
    // Only the two fields travel, whatever else a caller's object carries.
    const envelope: Envelope = { action: message.action, payload: message.payload };
    try {
      const sent = this.app.os === 'ios' ? this.postToIos(envelope) : this.postToAndroid(envelope);
      if (sent) this.log?.record(message);
      return sent;
    } catch {
      return false;
    }
  }

  private postToIos(envelope: Envelope): boolean {
    const handler = this.win.webkit?.messageHandlers?.[IOS_HANDLER];
    if (!handler) return false;
    handler.postMessage(envelope);
    return true;
  }

  private postToAndroid(envelope: Envelope): boolean {
    const bridge = this.win[ANDROID_INTERFACE];
    if (!bridge) return false;
    bridge.postMessage(JSON.stringify(envelope));
    return true;
  }
}

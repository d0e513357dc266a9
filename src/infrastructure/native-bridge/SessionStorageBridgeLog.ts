import type { AppBridgeMessage } from '../../domain/appBridge/messages';
import type { BridgeLog } from './WebviewAppBridge';

/** Turned on for a tab by the demo-only page /dev/bridge; the messages live under LOG_KEY. */
export const BRIDGE_LOG_SWITCH = 'jiutuan.bridgeLog.on';
export const BRIDGE_LOG_KEY = 'jiutuan.bridgeLog';
const KEPT = 30;

/**
 * The demo record of what the page told the app: the last 30 messages in this tab's
 * sessionStorage, kept only after /dev/bridge (registered in demo mode only) switched it on.
 */
export class SessionStorageBridgeLog implements BridgeLog {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>, private readonly now: () => number = Date.now) {}

  record(message: AppBridgeMessage): void {
    try {
      if (this.storage.getItem(BRIDGE_LOG_SWITCH) !== '1') return;
      const kept = JSON.parse(this.storage.getItem(BRIDGE_LOG_KEY) ?? '[]') as unknown[];
      const entry = { at: new Date(this.now()).toISOString(), action: message.action, payload: message.payload };
      this.storage.setItem(BRIDGE_LOG_KEY, JSON.stringify([...kept, entry].slice(-KEPT)));
    } catch {
      // Storage full or blocked: the record is a demo aid, never worth an error.
    }
  }
}

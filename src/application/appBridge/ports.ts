import type { AppBridgeMessage } from '../../domain/appBridge/messages';

/**
 * The shop's native app around the page (SPEC §7 native app bridge). Outside the app every
 * message is dropped; inside it the adapter drops what the app's version does not know
 * (`domain/appBridge/versionGates.ts`).
 */
export interface AppBridge {
  /** The page runs inside the shop's app webview. */
  inApp(): boolean;
  /** Sends one message; false when it was not sent (outside the app, an app too old for it, no handler). */
  send(message: AppBridgeMessage): boolean;
}

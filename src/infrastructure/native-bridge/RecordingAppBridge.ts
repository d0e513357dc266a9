import type { AppBridge } from '../../application/appBridge/ports';
import type { AppBridgeMessage } from '../../domain/appBridge/messages';
import { appAccepts } from '../../domain/appBridge/versionGates';

/**
 * The fake app for tests and specs: outside the app until `openInApp(version)`, then it keeps
 * every message the app would have received, with the same version gates as the webview adapter.
 */
export class RecordingAppBridge implements AppBridge {
  readonly received: AppBridgeMessage[] = [];
  private version: string | null = null;

  openInApp(version: string): void {
    this.version = version;
  }

  inApp(): boolean {
    return this.version !== null;
  }

  send(message: AppBridgeMessage): boolean {
    if (this.version === null || !appAccepts(message.action, this.version)) return false;
    this.received.push(message);
    return true;
  }

  actions(): string[] {
    return this.received.map((message) => message.action);
  }
}

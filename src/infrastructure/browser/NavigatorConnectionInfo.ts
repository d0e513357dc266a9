import type { ConnectionInfo } from '../../application/pageBehaviour/ports';
import type { ConnectionHint } from '../../domain/pageBehaviour/pageBehaviour';

type NetworkInformation = { effectiveType?: unknown; saveData?: unknown };

/** navigator.connection (Chromium and Android webviews); null where the browser does not tell (Safari, the page server). */
export class NavigatorConnectionInfo implements ConnectionInfo {
  current(): ConnectionHint | null {
    const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
    if (!connection) return null;
    return {
      effectiveType: typeof connection.effectiveType === 'string' ? connection.effectiveType : null,
      saveData: connection.saveData === true,
    };
  }
}

import type { AppBridgeAction } from './messages';

/**
 * SPEC §7: some actions are skipped for app versions 6.1.4 or older, and the tracking bridge
 * needs 6.10.0 or newer. The skipped ones are the actions those apps do not know: the cart hash,
 * the back-to-top state and the toolbar; an old app would log an unknown action or crash on it.
 */
export const LAST_LEGACY_APP_VERSION = '6.1.4';
export const TRACKING_BRIDGE_MIN_VERSION = '6.10.0';

const NEWER_THAN_LEGACY: ReadonlySet<AppBridgeAction> = new Set<AppBridgeAction>([
  'setShoppingCartHash', 'openScrollUpState', 'closeScrollUpState', 'showToolbar', 'hideToolbar',
]);

/** Numeric parts of a dotted version (`6.10.0` → [6, 10, 0]); null when it is not one. */
function parts(version: string): number[] | null {
  if (!/^\d+(\.\d+){0,3}$/.test(version.trim())) return null;
  return version.trim().split('.').map(Number);
}

/** Negative, 0 or positive as `a` is older than, equal to or newer than `b` (6.10.0 is newer than 6.9.9). */
export function compareVersions(a: string, b: string): number {
  const left = parts(a) ?? [0];
  const right = parts(b) ?? [0];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Whether an app of this version receives the action; an unreadable version counts as the oldest. */
export function appAccepts(action: AppBridgeAction, appVersion: string): boolean {
  if (action === 'trackingBridge') return compareVersions(appVersion, TRACKING_BRIDGE_MIN_VERSION) >= 0;
  if (NEWER_THAN_LEGACY.has(action)) return compareVersions(appVersion, LAST_LEGACY_APP_VERSION) > 0;
  return true;
}

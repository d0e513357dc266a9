/**
 * The messages the page sends to the shop's native app (SPEC §7 "native app bridge actions").
 * Every message is `{ action, payload }`; payloads are plain JSON.
 */
export interface AppBridgePayloads {
  /** The app opens its own size chooser for the group-buy. */
  openChoiceItems: { groupBuyId: number };
  /** The app's cart badge. */
  updateShoppingCartCount: { count: number };
  /** The size chosen in the option panel (SPEC §4.5). */
  updateSelectedProd: { groupBuyId: number; productId: number; optionId: number; size: string };
  /** A fingerprint of the cart's option ids, so the app knows when its cart view is stale. */
  setShoppingCartHash: { hash: string };
  openCustomerService: Record<string, never>;
  /** The page is back at its top. */
  scrollTop: Record<string, never>;
  /** The page scrolled past one screen: the app shows its back-to-top control. */
  openScrollUpState: Record<string, never>;
  closeScrollUpState: Record<string, never>;
  showToolbar: Record<string, never>;
  hideToolbar: Record<string, never>;
  /** The web forgot its campaign attributes; the app forgets its own. */
  cleanAppUtmData: Record<string, never>;
  /** An analytics event, for the app's own analytics. */
  trackingBridge: { event: string; properties: Record<string, unknown> };
  /** Anything else the page tells the app, by name. */
  onEvent: { name: string; data: Record<string, unknown> };
}

export type AppBridgeAction = keyof AppBridgePayloads;

/** One message, its payload typed by its action. */
export type AppBridgeMessage = { [A in AppBridgeAction]: { action: A; payload: AppBridgePayloads[A] } }[AppBridgeAction];

export const APP_BRIDGE_ACTIONS: readonly AppBridgeAction[] = [
  'openChoiceItems', 'updateShoppingCartCount', 'updateSelectedProd', 'setShoppingCartHash', 'openCustomerService',
  'scrollTop', 'openScrollUpState', 'closeScrollUpState', 'showToolbar', 'hideToolbar', 'cleanAppUtmData',
  'trackingBridge', 'onEvent',
];

/** Builds a message whose payload must match its action. */
export const appMessage = <A extends AppBridgeAction>(action: A, payload: AppBridgePayloads[A]): AppBridgeMessage =>
  ({ action, payload }) as AppBridgeMessage;

/** A message with no payload. */
export const appSignal = (action: Exclude<AppBridgeAction, 'openChoiceItems' | 'updateShoppingCartCount' | 'updateSelectedProd' | 'setShoppingCartHash' | 'trackingBridge' | 'onEvent'>): AppBridgeMessage =>
  ({ action, payload: {} }) as AppBridgeMessage;

import { isSoldOut, type PanelProduct, type PurchaseOption } from './PurchaseOption';
import { OPTION_PANEL_HINTS } from './optionPanelHints';

/** SPEC §3 "Item button states". */
export type ActionButtonState = 'ADD_TO_CART' | 'NOTIFY_ME' | 'CANCEL_NOTIFY' | 'IS_DISCONTINUED' | 'IS_DISABLE';
/** SPEC §4.5 option button looks. */
export type OptionLook = 'disabled' | 'active' | 'notify' | 'cancel-notify' | 'normal';

/** The option panel of SPEC §4.5 as plain data; every change returns a new state. */
export interface OptionPanelState {
  product: PanelProduct;
  selectedId: number | null;
  quantity: number;
  /** Options on the shopper's restock list. */
  followedOptionIds: readonly number[];
  /** Preview: nobody can buy or follow (item-preview). */
  readOnly: boolean;
}

/** SPEC §4.5: opens on the default option; among differing sizes there is none (the parent chooses, issue 30). */
export function openPanel(product: PanelProduct, followedOptionIds: readonly number[] = [], readOnly = false): OptionPanelState {
  const preselected = product.hasMultipleSizes ? null : product.defaultOption;
  return { product, selectedId: preselected?.id ?? null, quantity: 1, followedOptionIds, readOnly };
}

export const selectedOption = (state: OptionPanelState): PurchaseOption | null =>
  state.product.options.find((option) => option.id === state.selectedId) ?? null;

/** Choosing a different option resets the quantity to 1; choosing the same one keeps it. */
export function selectOption(state: OptionPanelState, optionId: number): OptionPanelState {
  if (!state.product.options.some((option) => option.id === optionId)) return state;
  if (optionId === state.selectedId) return state;
  return { ...state, selectedId: optionId, quantity: 1 };
}

/** Highest quantity the chosen option allows (its purchase limit); 1 when none is chosen. */
export const maxQuantity = (state: OptionPanelState): number => Math.max(1, selectedOption(state)?.purchaseLimit ?? 1);

export const canIncrease = (state: OptionPanelState): boolean => {
  const option = selectedOption(state);
  return option !== null && !isSoldOut(option) && state.quantity < option.purchaseLimit;
};
export const canDecrease = (state: OptionPanelState): boolean => state.quantity > 1;

/** A disabled plus or minus ignores the click. */
export const increase = (state: OptionPanelState): OptionPanelState => (canIncrease(state) ? { ...state, quantity: state.quantity + 1 } : state);
export const decrease = (state: OptionPanelState): OptionPanelState => (canDecrease(state) ? { ...state, quantity: state.quantity - 1 } : state);

export const isFollowed = (state: OptionPanelState, optionId: number): boolean => state.followedOptionIds.includes(optionId);

export function withFollowed(state: OptionPanelState, followedOptionIds: readonly number[]): OptionPanelState {
  return { ...state, followedOptionIds };
}

/**
 * SPEC §4.5 action button: in stock (or nothing chosen) → add to cart; sold out → notify me, or
 * cancel notify once followed. Discontinued products and the read-only preview come first.
 */
export function actionButtonState(state: OptionPanelState): ActionButtonState {
  if (state.product.discontinued) return 'IS_DISCONTINUED';
  const option = selectedOption(state);
  if (option === null || !isSoldOut(option)) return 'ADD_TO_CART';
  if (state.readOnly) return 'IS_DISABLE';
  return isFollowed(state, option.id) ? 'CANCEL_NOTIFY' : 'NOTIFY_ME';
}

/** SPEC §4.5 option button look. */
export function optionLook(state: OptionPanelState, option: PurchaseOption): OptionLook {
  const selected = option.id === state.selectedId;
  if (!selected) return isSoldOut(option) ? 'disabled' : 'normal';
  if (!isSoldOut(option)) return 'active';
  return isFollowed(state, option.id) ? 'cancel-notify' : 'notify';
}

/** The two lines under a sold-out option (SPEC §4.5); null when the chosen option is in stock. */
export function soldOutTexts(state: OptionPanelState): { title: string; hint: string } | null {
  const option = selectedOption(state);
  if (!option || !isSoldOut(option) || state.product.discontinued) return null;
  return isFollowed(state, option.id)
    ? { title: OPTION_PANEL_HINTS.FOLLOWED_TITLE, hint: OPTION_PANEL_HINTS.FOLLOWED_HINT }
    : { title: OPTION_PANEL_HINTS.SOLD_OUT_TITLE, hint: OPTION_PANEL_HINTS.SOLD_OUT_HINT };
}

/** Nothing chosen among differing sizes: the action button asks for a size instead of adding. */
export const needsSizeChoice = (state: OptionPanelState): boolean =>
  state.selectedId === null && state.product.hasMultipleSizes && !state.product.discontinued && !state.readOnly;

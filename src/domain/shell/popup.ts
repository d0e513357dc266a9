import { POPUP_LAYER_START } from '../constants';

/** SPEC §3 "Popup (common)"; the action functions live with the popup's owner. */
export interface Popup {
  imageUrl?: string | null;
  title: string;
  description?: string | null;
  primaryText?: string | null;
  secondaryText?: string | null;
  /** An internal path the primary action opens. */
  primaryPath?: string | null;
}

/** Each entry of the stack takes two layers: its shadow, then the popup above it (SPEC §9: from 3000). */
export function popupLayers(position: number): { shadow: number; popup: number } {
  const shadow = POPUP_LAYER_START + position * 2;
  return { shadow, popup: shadow + 1 };
}

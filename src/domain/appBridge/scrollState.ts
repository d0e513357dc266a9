import { appSignal, type AppBridgeMessage } from './messages';

/** Where the page is, for the app's back-to-top control. */
export interface ScrollState {
  /** Scrolled further than one screen. */
  pastOneScreen: boolean;
  atTop: boolean;
}

export const SCROLL_AT_TOP: ScrollState = { pastOneScreen: false, atTop: true };

export function scrollStateOf(scrollY: number, viewportHeight: number): ScrollState {
  return { pastOneScreen: scrollY > viewportHeight, atTop: scrollY <= 0 };
}

/**
 * What the app hears when the page scrolls: openScrollUpState past one screen, closeScrollUpState
 * back above it, scrollTop on arriving at the top. Nothing while the state stays the same.
 */
export function scrollMessages(before: ScrollState, after: ScrollState): AppBridgeMessage[] {
  const messages: AppBridgeMessage[] = [];
  if (!before.pastOneScreen && after.pastOneScreen) messages.push(appSignal('openScrollUpState'));
  if (before.pastOneScreen && !after.pastOneScreen) messages.push(appSignal('closeScrollUpState'));
  if (!before.atTop && after.atTop) messages.push(appSignal('scrollTop'));
  return messages;
}

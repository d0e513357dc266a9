import { INVITE_DIALOG_RESHOW_MS } from '../constants';
import type { Platform } from '../user/UserMeta';
import { isMobilePlatform } from '../user/platform';

/** SPEC §3 "Invite dialog state". */
export interface InviteDialogState {
  lastClickedAt: number | null;
  hasClicked: boolean;
}

export const NEVER_ANSWERED: InviteDialogState = { lastClickedAt: null, hasClicked: false };

/** The pages the dialog may open on: the product pages (SPEC §4.6 "supported pages"). */
export const INVITE_DIALOG_PAGES: readonly string[] = ['item', 'groupbuy-info'];

/**
 * Our decision where SPEC §4.6 is silent: the dialog never interrupts a shopper's first look at
 * a page; it opens when they come back to it (its visit count, SPEC §3 "page visit history", is 2 or more).
 */
export const INVITE_DIALOG_FROM_VISIT = 2;

export interface InviteDialogContext {
  platform: Platform;
  inApp: boolean;
  routeName: string | null;
  /** The route's showAppInviteDialog flag: set means the route opts out (Q&A, guides). */
  routeOptsOut: boolean;
  /** How many times this page (its full path) has been opened, this visit included. */
  visitCount: number;
  state: InviteDialogState;
  now: number;
}

/** SPEC §4.6: mobile web, not in the app, a page that allows it, never answered or answered over 3 days ago. */
export function shouldOpenInviteDialog(context: InviteDialogContext): boolean {
  if (!isMobilePlatform(context.platform) || context.inApp || context.routeOptsOut) return false;
  if (!context.routeName || !INVITE_DIALOG_PAGES.includes(context.routeName)) return false;
  if (context.visitCount < INVITE_DIALOG_FROM_VISIT) return false;
  return inviteAnswerExpired(context.state, context.now);
}

export function inviteAnswerExpired(state: InviteDialogState, now: number): boolean {
  if (!state.hasClicked || state.lastClickedAt === null) return true;
  return now - state.lastClickedAt > INVITE_DIALOG_RESHOW_MS;
}

/** Both buttons (下載 App, 先逛網頁) record the same answer. */
export const answerInvite = (now: number): InviteDialogState => ({ lastClickedAt: now, hasClicked: true });

export function parseInviteState(raw: string | null): InviteDialogState {
  if (!raw) return NEVER_ANSWERED;
  try {
    const value = JSON.parse(raw) as Partial<InviteDialogState>;
    const lastClickedAt = typeof value.lastClickedAt === 'number' ? value.lastClickedAt : null;
    return { lastClickedAt, hasClicked: value.hasClicked === true && lastClickedAt !== null };
  } catch {
    return NEVER_ANSWERED;
  }
}

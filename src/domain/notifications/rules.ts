import { SIGN_UP_PATH, SMALL_VIEWPORT_RATIO, type AppNotification } from './notification';

/** A mission takes priority over a normal notification (SPEC §4.2). */
export const chooseNotification = (mission: AppNotification | null, normal: AppNotification | null): AppNotification | null =>
  mission ?? normal;

export type LinkAction =
  | { kind: 'sign-up'; redirectTo: string | null }
  | { kind: 'navigate'; path: string }
  | { kind: 'leave'; url: string };

/** Where a click on the link goes: the login dialog, a path inside the app, or another site. */
export function linkAction(link: string, siteOrigin: string): LinkAction {
  let url: URL;
  try {
    url = new URL(link, siteOrigin);
  } catch {
    return { kind: 'navigate', path: '/' };
  }
  if (url.origin !== new URL(siteOrigin).origin) return { kind: 'leave', url: url.href };
  if (url.pathname === SIGN_UP_PATH) return { kind: 'sign-up', redirectTo: safeRedirect(url.searchParams.get('redirect')) };
  return { kind: 'navigate', path: `${url.pathname}${url.search}${url.hash}` };
}

const safeRedirect = (value: string | null): string | null => (value && /^\/(?!\/)/.test(value) ? value : null);

export interface ViewportState {
  /** An input or textarea has the focus (a keyboard may be up). */
  editing: boolean;
  windowHeight: number;
  screenHeight: number;
}

/** Hidden while typing or when the window is under 75% of the screen height (SPEC §4.2, §9). */
export const isPopupHidden = ({ editing, windowHeight, screenHeight }: ViewportState): boolean =>
  editing || (screenHeight > 0 && windowHeight < screenHeight * SMALL_VIEWPORT_RATIO);

/** One tick of the timer: only visible time counts (SPEC §4.2). Returns the seconds left. */
export const tickTimer = (secondsLeft: number, visible: boolean): number => (visible ? Math.max(0, secondsLeft - 1) : secondsLeft);

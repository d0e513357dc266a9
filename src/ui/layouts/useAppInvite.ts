import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AnswerAppInvite } from '../../application/appInvite/AnswerAppInvite';
import { OpenAppInvite, type AppInvitePage } from '../../application/appInvite/OpenAppInvite';
import { PlanAppRedirect } from '../../application/appInvite/PlanAppRedirect';
import { CloseSmartBanner, DecideSmartBanner } from '../../application/appInvite/SmartBannerRules';
import { PopupStack } from '../../application/shell/PopupStack';
import { APP_LANDING_PATH } from '../../domain/appInvite/smartBanner';
import type { UserMeta } from '../../domain/user/UserMeta';
import { appInviteMessages as m } from '../shell/appInviteMessages';
import { useUseCase } from '../hooks/useUseCase';

const INVITE_POPUP = { title: m.dialog.title, description: m.dialog.description, primaryText: m.dialog.download, secondaryText: m.dialog.continueOnWeb, primaryPath: APP_LANDING_PATH };

/** Opens the invite dialog on the popup stack when OpenAppInvite says so; counts each page once. */
export function useInviteDialog(page: AppInvitePage | null) {
  const open = useUseCase(OpenAppInvite);
  const answer = useUseCase(AnswerAppInvite);
  const stack = useUseCase(PopupStack);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!page || counted.current === page.fullPath) return;
    counted.current = page.fullPath;
    if (!open.execute(page)) return;
    const record = () => answer.execute();
    stack.set(INVITE_POPUP, { autoCloseMs: null, scrollLock: true, actions: { primary: record, secondary: record, close: record } });
    // Every field of page is read through the stable fullPath and the flags that come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page?.fullPath, page?.routeName, open, answer, stack]);
}

const subscribeNothing = () => () => {};

/** Whether the smart banner shows, decided after hydration (the server cannot read localStorage), and its close. */
export function useSmartBanner(user: UserMeta | undefined, inApp: boolean) {
  const decide = useUseCase(DecideSmartBanner);
  const close = useUseCase(CloseSmartBanner);
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [closed, setClosed] = useState(false);
  const visible =
    hydrated && !closed && user !== undefined &&
    decide.execute({ platform: user.platform, inApp, signedIn: user.signedIn, hasInstalledApp: user.hasInstalledApp });
  return {
    visible,
    close: () => {
      close.execute();
      setClosed(true);
    },
  };
}

const randomId = () =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** SPEC §4.6: an iOS visit from a social network or a messaging app's browser goes to the app link. */
export function useAppRedirect(user: UserMeta | undefined, inApp: boolean) {
  const plan = useUseCase(PlanAppRedirect);
  const platform = user?.platform;
  useEffect(() => {
    if (!platform || inApp) return;
    const { pathname, search, origin } = window.location;
    const url = plan.execute({
      platform, userAgent: navigator.userAgent, referrer: document.referrer, origin, fullPath: pathname + search,
      freshDeviceId: randomId(), entranceSendId: randomId(),
    });
    if (url) window.location.replace(url);
  }, [plan, platform, inApp]);
}

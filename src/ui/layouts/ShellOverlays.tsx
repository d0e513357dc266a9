import { useEffect } from 'react';
import { WatchConnectivity } from '../../application/shell/WatchConnectivity';
import { ToastStack } from '../shell/ToastStack';
import { OfflineNotice } from '../shell/OfflineNotice';
import { useOnline, useToasts } from '../hooks/useShellStores';
import { useUseCase } from '../hooks/useUseCase';
import { LoginDialogHost } from './LoginDialogHost';
import { afterHydration } from '../app/afterHydration';
import { PopupStackHost } from './PopupStackHost';

// SPEC §4.2's popup is due after the page's entry, never at paint: its rules and timers load once the page has hydrated.
const NotificationPopupSlot = afterHydration<{ aboveBottomNav: boolean }>(() => import('../notifications/NotificationPopupSlot').then((module) => ({ default: module.NotificationPopupSlot })));

// The app invitations (SPEC §4.6) decide after hydration (the server cannot read localStorage) and the page
// behaviour of §4.7 (zoom guard, link prefetch) paints nothing: both load once the page has hydrated.
const AppInviteHost = afterHydration<{ aboveBottomNav: boolean }>(() => import('./AppInviteHost').then((module) => ({ default: module.AppInviteHost })));
const PageBehaviourHost = afterHydration<object>(() => import('./PageBehaviourHost').then((module) => ({ default: module.PageBehaviourHost })));

/** Toasts, the offline notice and the login dialog, above every page. */
export function ShellOverlays({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const toasts = useToasts();
  const online = useOnline();
  const watchConnectivity = useUseCase(WatchConnectivity);
  useEffect(() => watchConnectivity.execute(), [watchConnectivity]);
  return (
    <>
      <OfflineNotice online={online} />
      <ToastStack toasts={toasts} aboveBottomNav={aboveBottomNav} />
      <LoginDialogHost />
      <NotificationPopupSlot aboveBottomNav={aboveBottomNav} />
      <PopupStackHost />
      <AppInviteHost aboveBottomNav={aboveBottomNav} />
      <PageBehaviourHost />
    </>
  );
}

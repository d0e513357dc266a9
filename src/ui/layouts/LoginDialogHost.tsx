import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SessionStore } from '../../application/shell/SessionStore';
import { signInReason } from '../../domain/auth/signInReason';
import { useUseCase } from '../hooks/useUseCase';
import { useLoginDialog, useLoginDialogState } from '../hooks/useShellStores';
import { lazyMui } from '../app/lazyMui';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import type { ConnectedLoginDialogProps } from '../shell/ConnectedLoginDialog';

// The dialog (forms, tabs, text fields) is MUI, and its actions carry the sign-in rules: both load on
// first use with the MUI scope, keeping them out of every page's first load.
const ConnectedLoginDialog = lazyMui<ConnectedLoginDialogProps>(() =>
  import('../shell/ConnectedLoginDialog').then((module) => ({ default: module.ConnectedLoginDialog })),
);

/** The login dialog, opened by anyone through LoginDialogController; goes on to its target after sign-in. */
export function LoginDialogHost() {
  const state = useLoginDialogState();
  const controller = useLoginDialog();
  const session = useUseCase(SessionStore);
  const [params] = useSearchParams();
  const back = params.get('login');
  // A member page's guard sent a visitor here with `login`: offer the sign-in that leads back there.
  useEffect(() => {
    if (back && back.startsWith('/') && !back.startsWith('//') && !session.signedIn()) controller.open({ redirectTo: back, actionName: signInReason(back) });
  }, [back, controller, session]);
  // Once opened it stays mounted, so what a visitor typed survives closing and reopening it.
  const mounted = useOpenedOnce(state.open);
  if (!mounted) return null;
  return <ConnectedLoginDialog open={state.open} actionName={state.actionName ?? undefined} redirectTo={state.redirectTo ?? null} />;
}

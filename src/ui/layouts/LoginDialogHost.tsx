import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SessionStore } from '../../application/shell/SessionStore';
import { useUseCase } from '../hooks/useUseCase';
import { useLoginDialog, useLoginDialogState } from '../hooks/useShellStores';
import { useSignIn, useSignUp } from '../hooks/useAuthActions';
import { useStartSocialSignIn } from '../hooks/useSocialSignIn';
import { lazyMui } from '../app/lazyMui';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import type { LoginDialogProps } from '../shell/LoginDialog';

// The dialog (forms, tabs, text fields) is MUI: it loads with its scope on first use, keeping MUI out of every page's first load.
const LoginDialog = lazyMui<LoginDialogProps>(() => import('../shell/LoginDialog').then((module) => ({ default: module.LoginDialog })));

/** The login dialog, opened by anyone through LoginDialogController; goes on to its target after sign-in. */
export function LoginDialogHost() {
  const state = useLoginDialogState();
  const controller = useLoginDialog();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const startSocial = useStartSocialSignIn();
  const navigate = useNavigate();
  const session = useUseCase(SessionStore);
  const [params] = useSearchParams();
  const back = params.get('login');
  // A member page's guard sent a visitor here with `login`: offer the sign-in that leads back there.
  useEffect(() => {
    if (back && back.startsWith('/') && !back.startsWith('//') && !session.signedIn()) controller.open({ redirectTo: back });
  }, [back, controller, session]);
  // Once opened it stays mounted, so what a visitor typed survives closing and reopening it.
  const mounted = useOpenedOnce(state.open);
  if (!mounted) return null;
  return (
    <LoginDialog
      open={state.open}
      actionName={state.actionName ?? undefined}
      onClose={() => controller.close()}
      onSignIn={async (values) => {
        const result = await signIn(values);
        if (result.ok) {
          controller.close();
          if (state.redirectTo) navigate(state.redirectTo);
        }
        return result;
      }}
      onSignUp={signUp}
      onSocialSignIn={(provider) => void startSocial(provider, state.redirectTo ?? window.location.pathname)}
      onForgotPassword={() => {
        controller.close();
        void navigate('/auth/forgot-password');
      }}
    />
  );
}

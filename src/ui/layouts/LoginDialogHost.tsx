import { useNavigate } from 'react-router-dom';
import { LoginDialog } from '../shell/LoginDialog';
import { useLoginDialog, useLoginDialogState } from '../hooks/useShellStores';
import { useSignIn, useSignUp } from '../hooks/useAuthActions';
import { useStartSocialSignIn } from '../hooks/useSocialSignIn';

/** The login dialog, opened by anyone through LoginDialogController; goes on to its target after sign-in. */
export function LoginDialogHost() {
  const state = useLoginDialogState();
  const controller = useLoginDialog();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const startSocial = useStartSocialSignIn();
  const navigate = useNavigate();
  // Always mounted, so what a visitor typed survives closing and reopening the dialog.
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
    />
  );
}

import { useNavigate } from 'react-router-dom';
import { useSignIn, useSignUp } from '../hooks/useAuthActions';
import { useLoginDialog } from '../hooks/useShellStores';
import { useStartSocialSignIn } from '../hooks/useSocialSignIn';
import { LoginDialog } from './LoginDialog';

export interface ConnectedLoginDialogProps {
  open: boolean;
  actionName?: string;
  /** Where a successful sign-in goes on to (the page that asked for it). */
  redirectTo: string | null;
}

/**
 * The login dialog with its actions: sign-in, sign-up and social sign-in (their use cases, rules and
 * messages load with the dialog, on first use, not with every page).
 */
export function ConnectedLoginDialog({ open, actionName, redirectTo }: ConnectedLoginDialogProps) {
  const controller = useLoginDialog();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const startSocial = useStartSocialSignIn();
  const navigate = useNavigate();
  return (
    <LoginDialog
      open={open}
      actionName={actionName}
      onClose={() => controller.close()}
      onSignIn={async (values) => {
        const result = await signIn(values);
        if (result.ok) {
          controller.close();
          if (redirectTo) navigate(redirectTo);
        }
        return result;
      }}
      onSignUp={signUp}
      onSocialSignIn={(provider) => void startSocial(provider, redirectTo ?? window.location.pathname)}
      onForgotPassword={() => {
        controller.close();
        void navigate('/auth/forgot-password');
      }}
    />
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { EMPTY_SIGN_IN, EMPTY_SIGN_UP, type AuthFormResult, type SignInValues, type SignUpValues, type SocialProvider } from './authForm';
import { CloseIcon } from './icons';
import { shellMessages as m } from './messages';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { SignUpDone, SocialSignInRow } from './LoginDialogParts';

export type LoginDialogTab = 'signIn' | 'signUp';

export interface LoginDialogProps {
  open: boolean;
  /** What the visitor was doing, shown as a subtitle, e.g. 「登入後即可 點擊補貨通知我」. */
  actionName?: string;
  /** The tab shown first; read once when the dialog mounts. */
  initialTab?: LoginDialogTab;
  onClose: () => void;
  /** Resolve `{ ok: true }` and close the dialog from outside; a refusal keeps it open with the errors. */
  onSignIn: (values: SignInValues) => Promise<AuthFormResult>;
  onSignUp: (values: SignUpValues) => Promise<AuthFormResult>;
  onSocialSignIn?: (provider: SocialProvider) => void;
  /** 忘記密碼: the host closes the dialog and opens the reset page. */
  onForgotPassword?: () => void;
  /** Shows the "verification mail sent" message for this address (otherwise shown after a successful sign-up). */
  signUpDoneEmail?: string;
}

/** The login dialog: sign in or sign up with e-mail, or with Facebook / Apple. */
export function LoginDialog(props: LoginDialogProps) {
  const { open, actionName, onClose } = props;
  const [tab, setTab] = useState<LoginDialogTab>(props.initialTab ?? 'signIn');
  // The typed values live here, above the forms, so switching tabs or reopening keeps them.
  const [signInValues, setSignInValues] = useState<SignInValues>(EMPTY_SIGN_IN);
  const [signUpValues, setSignUpValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [dismissedDone, setDismissedDone] = useState<string | null>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const doneEmail = sentTo ?? props.signUpDoneEmail ?? null;
  const showDone = doneEmail !== null && doneEmail !== dismissedDone;

  const signedUp = (email: string) => {
    setDismissedDone(null);
    setSentTo(email);
  };
  const backToSignIn = () => {
    setDismissedDone(doneEmail);
    setSentTo(null);
    // The new member signs in next with the address they just registered.
    setSignInValues({ email: doneEmail ?? signInValues.email, password: '' });
    setTab('signIn');
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', px: 3, pt: 2.5 }}>
        <Box>
          <Typography id={titleId} component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
            {m.login.title}
          </Typography>
          {actionName && <Typography sx={{ fontSize: 14, color: 'text.secondary', mt: 0.5 }}>{actionName}</Typography>}
        </Box>
        <IconButton aria-label={m.login.close} onClick={onClose} sx={{ mr: -1 }}>
          <CloseIcon size={20} />
        </IconButton>
      </Box>
      <DialogContent sx={{ pt: 1, pb: 3 }}>
        {showDone ? (
          <SignUpDone email={doneEmail} onBackToSignIn={backToSignIn} />
        ) : (
          <>
            <Tabs value={tab} onChange={(_event, value: LoginDialogTab) => setTab(value)} variant="fullWidth" sx={{ mb: 1 }}>
              <Tab value="signIn" label={m.login.signInTab} id={`${baseId}-tab-signIn`} aria-controls={`${baseId}-panel-signIn`} />
              <Tab value="signUp" label={m.login.signUpTab} id={`${baseId}-tab-signUp`} aria-controls={`${baseId}-panel-signUp`} />
            </Tabs>
            <Box role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
              {tab === 'signIn' ? (
                <SignInForm values={signInValues} onValuesChange={setSignInValues} onSignIn={props.onSignIn} onForgotPassword={props.onForgotPassword} />
              ) : (
                <SignUpForm values={signUpValues} onValuesChange={setSignUpValues} onSignUp={props.onSignUp} onSignedUp={signedUp} />
              )}
            </Box>
            {props.onSocialSignIn && <SocialSignInRow onSocialSignIn={props.onSocialSignIn} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

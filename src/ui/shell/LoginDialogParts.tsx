import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import type { SocialProvider } from './authForm';
import { AppleIcon, FacebookIcon, LineIcon } from './icons';
import { shellMessages as m } from './messages';

/** The message after a sign-up: the account waits for the link in the verification mail. */
export function SignUpDone({ email, onBackToSignIn }: { email: string; onBackToSignIn: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <Alert severity="success" role="status">
        {m.login.signUpDone(email)}
      </Alert>
      <Button variant="outlined" color="primary" onClick={onBackToSignIn} sx={{ borderRadius: 5 }}>
        {m.login.backToSignIn}
      </Button>
    </Box>
  );
}

const PROVIDERS: readonly { provider: SocialProvider; label: string; icon: ReactNode; color: string; hover: string }[] = [
  // LINE first: the messaging app most Taiwanese parents already sign in to. Greens and blue keep white text at 4.5:1 or more.
  { provider: 'line', label: m.login.line, icon: <LineIcon size={20} />, color: '#06803a', hover: '#056a30' },
  { provider: 'facebook', label: m.login.facebook, icon: <FacebookIcon size={18} />, color: '#1565d8', hover: '#0f4fae' },
  { provider: 'apple', label: m.login.apple, icon: <AppleIcon size={18} />, color: '#111111', hover: '#333333' },
];

/**
 * LINE, Facebook and Apple sign-in, one full-width button each: stacked, every label stays on one
 * line down to a 320 px phone. The owner runs the provider flow.
 */
export function SocialSignInRow({ onSocialSignIn }: { onSocialSignIn: (provider: SocialProvider) => void }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Divider sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>{m.login.or}</Divider>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {PROVIDERS.map(({ provider, label, icon, color, hover }) => (
          <Button
            key={provider}
            fullWidth
            variant="contained"
            disableElevation
            startIcon={icon}
            onClick={() => onSocialSignIn(provider)}
            data-provider={provider}
            sx={{ minHeight: 44, bgcolor: color, color: '#ffffff', borderRadius: 5, whiteSpace: 'nowrap', fontSize: 15, '&:hover': { bgcolor: hover } }}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

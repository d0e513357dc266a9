import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { SocialProvider } from './authForm';
import { AppleIcon, FacebookIcon } from './icons';
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

/** Facebook and Apple sign-in; the owner runs the provider flow. */
export function SocialSignInRow({ onSocialSignIn }: { onSocialSignIn: (provider: SocialProvider) => void }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Divider sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>{m.login.or}</Divider>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<FacebookIcon size={18} />}
          onClick={() => onSocialSignIn('facebook')}
          sx={{ bgcolor: '#1565d8', color: '#ffffff', borderRadius: 5, '&:hover': { bgcolor: '#0f4fae' }, fontSize: 13 }}
        >
          {m.login.facebook}
        </Button>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AppleIcon size={18} />}
          onClick={() => onSocialSignIn('apple')}
          sx={{ bgcolor: '#111111', color: '#ffffff', borderRadius: 5, '&:hover': { bgcolor: '#333333' }, fontSize: 13 }}
        >
          {m.login.apple}
        </Button>
      </Box>
    </Box>
  );
}

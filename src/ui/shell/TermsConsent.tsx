import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { shellMessages as m } from './messages';

interface TermsConsentProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** Opens beside the dialog, so what the parent typed into the form is still there when she comes back. */
function NewTabLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" underline="always" aria-label={`${label}${m.login.opensInNewTab}`}>
      {label}
    </Link>
  );
}

/** 「我已閱讀並同意服務條款與隱私權政策」: the sign-up's consent, its version recorded with the account. */
export function TermsConsent({ checked, error, onChange }: TermsConsentProps) {
  return (
    <div>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { pt: 0.25 } }}
        control={<Checkbox name="terms" checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-invalid': Boolean(error) } }} />}
        label={
          <span style={{ fontSize: 14 }}>
            {m.login.termsAgree} <NewTabLink href="/terms" label={m.login.terms} /> {m.login.termsAnd} <NewTabLink href="/privacy" label={m.login.privacy} />
          </span>
        }
      />
      {error && <FormHelperText error sx={{ ml: 4 }}>{error}</FormHelperText>}
    </div>
  );
}

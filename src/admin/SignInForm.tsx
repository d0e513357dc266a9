import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffMeBody } from '../../contract/admin';
import { AdminAccessEndpoints } from '../../contract/endpoints/adminAccess';
import type { AdminApi } from './api/adminApi';
import { AdminCopy } from './messages';

type Field = 'email' | 'password' | 'code';

/** The staff sign-in (password and the authenticator's code); the server's zh-TW messages go under their fields. */
export function SignInForm({ api, onSignedIn }: { api: AdminApi; onSignedIn: (me: StaffMeBody) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', code: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await api(AdminAccessEndpoints.signIn, { body: values });
    setBusy(false);
    if (answer.ok) return onSignedIn(answer.data);
    setFields(answer.fields);
    setError(Object.keys(answer.fields).length > 0 ? null : answer.message);
  };
  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      name={name} label={label} value={values[name]} fullWidth margin="normal" required
      error={Boolean(fields[name])} helperText={fields[name] ?? ' '}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))} {...extra}
    />
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={2}>
        <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.TITLE}</Typography>
        <Typography variant="subtitle1" component="h2">{AdminCopy.SIGN_IN_TITLE}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{AdminCopy.SIGN_IN_HINT}</Typography>
        {error && <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert>}
        {field('email', AdminCopy.EMAIL, { type: 'email', autoComplete: 'username' })}
        {field('password', AdminCopy.PASSWORD, { type: 'password', autoComplete: 'current-password' })}
        {field('code', AdminCopy.CODE, { autoComplete: 'one-time-code', slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 6 } } })}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>{AdminCopy.SIGN_IN}</Button>
      </Paper>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';

export interface AuthFieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  hint?: string;
}

interface AuthFormShellProps {
  fields: readonly AuthFieldSpec[];
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onChange: (name: string, value: string) => void;
  onSubmit: () => void;
  /** Shown under the fields, above the form error and the button (the sign-up's consent). */
  beforeSubmit?: ReactNode;
  children?: ReactNode;
}

/**
 * The shared shape of the sign-in and sign-up forms: labelled fields with their errors
 * underneath, a form error above the button, and a button disabled while the submit runs.
 * `noValidate`: the browser's own bubbles are not in zh-TW; the server's messages are.
 */
export function AuthFormShell(props: AuthFormShellProps) {
  const { fields, values, fieldErrors, formError, pending } = props;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      {fields.map((field) => {
        const error = fieldErrors[field.name];
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name] ?? ''}
            onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(field.name, event.target.value)}
            error={Boolean(error)}
            helperText={error ?? field.hint}
            required
            fullWidth
          />
        );
      })}
      {props.beforeSubmit}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" color="primary" size="large" disabled={pending} sx={{ borderRadius: 5 }}>
        {pending ? props.pendingLabel : props.submitLabel}
      </Button>
      {props.children}
    </Box>
  );
}

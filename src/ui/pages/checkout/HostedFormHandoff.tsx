import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HostedForm } from '../../../domain/checkout/checkoutView';
import { CardCopy } from './cardMessages';

/**
 * The form that carries the signed trade to the gateway's page. It posts itself once the page is
 * live; the button is there for a browser without script (the server-rendered page works as it is).
 */
export function HostedFormHandoff({ form }: { form: HostedForm }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, [form]);
  return (
    <form ref={ref} method="post" action={form.url} data-testid="hosted-form">
      {Object.entries(form.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <Typography role="status" sx={{ mb: 1 }}>{CardCopy.REDIRECTING}</Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>{CardCopy.HANDOFF_HINT}</Typography>
      <Button type="submit" variant="contained" size="large" fullWidth>{CardCopy.GO_TO_GATEWAY}</Button>
    </form>
  );
}

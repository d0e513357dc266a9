import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { AdminCopy } from '../messages';

/** What a dialog's confirm answers: null when done, or the server's messages (the dialog stays open with them). */
export type DialogOutcome = null | { message: string; fields: Record<string, string> };

/** A confirm dialog; with `reasonLabel`, a required reason field (its server message shown under it). */
export function ConfirmDialog(props: {
  open: boolean; title: string; body?: ReactNode; confirmLabel: string; reasonLabel?: string; danger?: boolean;
  onClose: () => void; onConfirm: (reason: string) => Promise<DialogOutcome>;
}) {
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<DialogOutcome>(null);
  const [busy, setBusy] = useState(false);
  const close = () => { setReason(''); setOutcome(null); props.onClose(); };
  const confirm = async () => {
    setBusy(true);
    const result = await props.onConfirm(reason);
    setBusy(false);
    if (result) return setOutcome(result);
    close();
  };
  const fieldError = outcome?.fields.reason;
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {typeof props.body === 'string' ? <DialogContentText>{props.body}</DialogContentText> : props.body}
        {props.reasonLabel && (
          <TextField autoFocus fullWidth multiline minRows={2} margin="normal" name="reason" label={props.reasonLabel} value={reason}
            error={Boolean(fieldError)} helperText={fieldError ?? ' '} onChange={(event) => setReason(event.target.value)} />
        )}
        {outcome && !fieldError && <DialogContentText role="alert" color="error" sx={{ mt: 1 }}>{outcome.message}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{AdminCopy.CANCEL}</Button>
        <Button variant="contained" color={props.danger ? 'error' : 'primary'} disabled={busy} onClick={() => void confirm()}>{props.confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}

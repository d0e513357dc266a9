import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { AdminCopy } from '../messages';

export interface Enrolment { id: number; password: string | null; otpauth_uri: string; qr_data_url: string }

/** The one time a new password and authenticator QR are shown: the server keeps neither in a readable form. */
export function EnrolmentDialog({ enrolment, onClose }: { enrolment: Enrolment | null; onClose: () => void }) {
  return (
    <Dialog open={enrolment !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{AdminCopy.ENROLMENT_TITLE}</DialogTitle>
      <DialogContent>
        {enrolment?.password && (
          <Typography gutterBottom>{AdminCopy.ENROLMENT_PASSWORD}：<Box component="code" data-testid="enrolment-password" sx={{ fontSize: 18 }}>{enrolment.password}</Box></Typography>
        )}
        <Typography variant="body2">{AdminCopy.ENROLMENT_QR}</Typography>
        {enrolment && <Box component="img" src={enrolment.qr_data_url} alt="TOTP QR code" sx={{ display: 'block', mx: 'auto', my: 1, width: 200, height: 200 }} />}
        <Typography variant="caption" sx={{ wordBreak: 'break-all', color: 'text.secondary' }}>{enrolment?.otpauth_uri}</Typography>
      </DialogContent>
      <DialogActions><Button variant="contained" onClick={onClose}>{AdminCopy.CLOSE}</Button></DialogActions>
    </Dialog>
  );
}

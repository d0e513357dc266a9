import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SHOP_COLORS } from '../../tokens';
import { PurchaseCopy } from './messages';

export interface AdultGateDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The SPEC §4.3 modal of `AdultGate`: MUI, loaded (with MUI) the first time it opens. */
export default function AdultGateDialog({ open, onConfirm, onCancel }: AdultGateDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="adult-gate-title" aria-describedby="adult-gate-body">
      <DialogTitle id="adult-gate-title" sx={{ fontWeight: 800 }}>{PurchaseCopy.ADULT_TITLE}</DialogTitle>
      <DialogContent>
        <Typography id="adult-gate-body">{PurchaseCopy.ADULT_BODY}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>{PurchaseCopy.ADULT_CANCEL}</Button>
        <Button variant="contained" sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }} onClick={onConfirm}>
          {PurchaseCopy.ADULT_CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

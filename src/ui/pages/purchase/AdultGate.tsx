import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { CancelAdult, ConfirmAdult } from '../../../application/purchase/adultConfirmation';
import { useAdultConfirmationState } from '../../hooks/useAdultConfirmation';
import { useUseCase } from '../../hooks/useUseCase';
import { SHOP_COLORS } from '../../theme';
import { PurchaseCopy } from './messages';

/**
 * SPEC §4.3: on an adult-only page the modal opens when no valid confirmation exists (read after
 * hydration); confirm and cancel both record the answer and close it. It belongs to the page's
 * location, so a route change closes it, and the next adult page asks again if still needed.
 */
export function AdultGate({ adultOnly }: { adultOnly: boolean }) {
  const { loaded, confirmed } = useAdultConfirmationState();
  const confirm = useUseCase(ConfirmAdult);
  const cancel = useUseCase(CancelAdult);
  const { key } = useLocation();
  const [answeredAt, setAnsweredAt] = useState<string | null>(null);
  if (!adultOnly) return null;
  const open = loaded && !confirmed && answeredAt !== key;
  return (
    <Dialog open={open} aria-labelledby="adult-gate-title" aria-describedby="adult-gate-body">
      <DialogTitle id="adult-gate-title" sx={{ fontWeight: 800 }}>{PurchaseCopy.ADULT_TITLE}</DialogTitle>
      <DialogContent>
        <Typography id="adult-gate-body">{PurchaseCopy.ADULT_BODY}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => { cancel.execute(); setAnsweredAt(key); }}>{PurchaseCopy.ADULT_CANCEL}</Button>
        <Button variant="contained" sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }} onClick={() => { confirm.execute(); setAnsweredAt(key); }}>
          {PurchaseCopy.ADULT_CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { PurchaseCopy } from './messages';
import { OptionPanel } from './OptionPanel';
import { SHOP_TOKENS } from '../../tokens';

export interface OptionPanelSheetDialogProps {
  /** The product whose panel is open; null while closed (the sheet stays mounted to play its exit). */
  product: PanelProduct | null;
  onClose: () => void;
  /** Phone layout: a bottom sheet; else a dialog. */
  mobile: boolean;
}

/** The MUI bottom sheet or dialog of `OptionPanelSheet`, loaded (with MUI) the first time a shopper opens it. */
export default function OptionPanelSheetDialog({ product, onClose, mobile }: OptionPanelSheetDialogProps) {
  const content = product && (
    <Box sx={{ p: 2.5, pb: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <Box component="img" src={product.imageUrl} alt="" width={72} height={72} sx={{ borderRadius: 8, objectFit: 'cover', background: SHOP_TOKENS.brandTint }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="option-panel-title" component="h2" sx={{ fontSize: 16, fontWeight: 700 }}>{product.title}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{product.brand}</Typography>
        </Box>
        <IconButton aria-label={PurchaseCopy.CLOSE} onClick={onClose} size="small">✕</IconButton>
      </Box>
      <OptionPanel key={product.itemId} product={product} onDone={onClose} />
    </Box>
  );
  if (mobile) {
    return (
      <Drawer anchor="bottom" open={product !== null} onClose={onClose}
        slotProps={{ paper: { 'aria-labelledby': 'option-panel-title', role: 'dialog', sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' } } as object }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Dialog open={product !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="option-panel-title">
      {content}
    </Dialog>
  );
}

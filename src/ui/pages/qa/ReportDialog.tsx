import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { REPORT_REASON_KEYS, REPORT_REASONS, type ReportReason } from '../../../domain/qa/messages';
import { QaCopy } from './messages';

export interface ReportDialogProps {
  /** The title's id, unique per reported post (aria-labelledby). */
  titleId: string;
  onPick: (reason: ReportReason) => void;
  onClose: () => void;
}

/** The reason list of 檢舉: MUI's Dialog, loaded with MUI the first time someone reports (ReportButton). */
export default function ReportDialog({ titleId, onPick, onClose }: ReportDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{QaCopy.reportTitle}</DialogTitle>
      <List sx={{ pt: 0, minWidth: 260 }}>
        {REPORT_REASON_KEYS.map((reason) => (
          <ListItemButton key={reason} onClick={() => onPick(reason)}>
            {REPORT_REASONS[reason]}
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { ReportPost } from '../../../application/qa/reactions';
import { REPORT_REASON_KEYS, REPORT_REASONS } from '../../../domain/qa/messages';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { QaCopy } from './messages';

/** Report a question or an answer: pick a reason, and the moderators get it. */
export function ReportButton({ targetType, targetId }: { targetType: 'question' | 'answer'; targetId: number }) {
  const report = useUseCase(ReportPost);
  const [open, setOpen] = useState(false);
  const toast = useOutcomeToast();
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setOpen(true)}>{QaCopy.report}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`report-${targetType}-${targetId}`}>
        <DialogTitle id={`report-${targetType}-${targetId}`}>{QaCopy.reportTitle}</DialogTitle>
        <List sx={{ pt: 0, minWidth: 260 }}>
          {REPORT_REASON_KEYS.map((reason) => (
            <ListItemButton key={reason} onClick={async () => { setOpen(false); toast(await report.execute({ targetType, targetId, reason })); }}>
              {REPORT_REASONS[reason]}
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </>
  );
}

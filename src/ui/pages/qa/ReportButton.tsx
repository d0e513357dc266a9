import { useState } from 'react';
import type { ReportReason } from '../../../domain/qa/messages';
import { lazyMui } from '../../app/lazyMui';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useLazyUseCase } from '../../hooks/useLazyUseCase';
import { loadReportPost } from './actions';
import { QaCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';

/** The reason dialog loads (with MUI) on first open: the question page paints without it. */
const ReportDialog = lazyMui(() => import('./ReportDialog'));

/** Report a question or an answer: pick a reason, and the moderators get it. */
export function ReportButton({ targetType, targetId }: { targetType: 'question' | 'answer'; targetId: number }) {
  const report = useLazyUseCase(loadReportPost);
  const [open, setOpen] = useState(false);
  const toast = useOutcomeToast();
  const pick = async (reason: ReportReason) => {
    setOpen(false);
    toast(await report.execute({ targetType, targetId, reason }));
  };
  return (
    <>
      <button type="button" className={buttonClass('inherit', 'small')} onClick={() => setOpen(true)}>{QaCopy.report}</button>
      {open && <ReportDialog titleId={`report-${targetType}-${targetId}`} onPick={(reason) => void pick(reason)} onClose={() => setOpen(false)} />}
    </>
  );
}

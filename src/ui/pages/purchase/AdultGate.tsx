import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CancelAdult, ConfirmAdult } from '../../../application/purchase/adultConfirmation';
import { lazyMui } from '../../app/lazyMui';
import { useAdultConfirmationState } from '../../hooks/useAdultConfirmation';
import { useUseCase } from '../../hooks/useUseCase';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

/** The modal is never in the server's HTML (it opens after hydration), so it and MUI load when it first opens. */
const AdultGateDialog = lazyMui(() => import('./AdultGateDialog'));

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
  const open = adultOnly && loaded && !confirmed && answeredAt !== key;
  const mounted = useOpenedOnce(open);
  if (!mounted) return null;
  return (
    <AdultGateDialog
      open={open}
      onCancel={() => { cancel.execute(); setAnsweredAt(key); }}
      onConfirm={() => { confirm.execute(); setAnsweredAt(key); }}
    />
  );
}

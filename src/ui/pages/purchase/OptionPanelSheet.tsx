import type { PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { usesMobileLayout } from '../../../domain/user/platform';
import { lazyMui } from '../../app/lazyMui';
import { useUserMeta } from '../../hooks/useUserMeta';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

/** Opens on a tap, never at first paint: the sheet's code and MUI load the first time it opens. */
const OptionPanelSheetDialog = lazyMui(() => import('./OptionPanelSheetDialog'));

export interface OptionPanelSheetProps {
  product: PanelProduct | null;
  onClose: () => void;
}

/** The option panel as a bottom sheet on phones and a dialog on desktop; closes after an add or follow. */
export function OptionPanelSheet({ product, onClose }: OptionPanelSheetProps) {
  const mobile = usesMobileLayout(useUserMeta()?.platform ?? 'desktop');
  const mounted = useOpenedOnce(product !== null);
  return mounted ? <OptionPanelSheetDialog product={product} onClose={onClose} mobile={mobile} /> : null;
}

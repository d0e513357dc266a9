import { lazyMui } from '../app/lazyMui';
import { PopupStack, popupsOf, type PopupEntry } from '../../application/shell/PopupStack';
import { popupLayers } from '../../domain/shell/popup';
import { useObservable } from '../hooks/useObservable';
import { useUseCase } from '../hooks/useUseCase';
import { RouterLink } from './RouterLink';
import type { CommonPopupProps } from '../shell/CommonPopup';

// The dialog (MUI) loads with its scope on the first popup, keeping MUI out of the first page's bundle.
const CommonPopup = lazyMui<CommonPopupProps>(() => import('../shell/CommonPopup').then((module) => ({ default: module.CommonPopup })));

/** The common popups of the one PopupStack (SPEC §4.4), bottom of the stack first; toasts are ToastStack's. */
export function PopupStackHost() {
  const stack = useUseCase(PopupStack);
  const popups = popupsOf(useObservable(stack.state$));
  if (popups.length === 0) return null;
  const run = (entry: PopupEntry, action?: () => void) => () => {
    stack.clear(entry.id);
    action?.();
  };
  return (
    <>
      {popups.map((entry, position) => (
        <CommonPopup
          key={entry.id}
          popup={entry.popup}
          zIndex={popupLayers(position).shadow}
          scrollLock={entry.scrollLock}
          onPrimary={run(entry, entry.actions.primary)}
          onSecondary={run(entry, entry.actions.secondary)}
          onClose={run(entry, entry.actions.close)}
          LinkComponent={RouterLink}
        />
      ))}
    </>
  );
}

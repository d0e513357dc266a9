import controls from './controls.module.css';
import { cx } from '../components/cx';
import { shellMessages as m } from './messages';
import styles from './ToastStack.module.css';

export interface ToastItem {
  id: string | number;
  text: string;
}

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  /** Lift the stack above the mobile bottom navigation when that is shown. */
  aboveBottomNav?: boolean;
}

/**
 * The toasts of SPEC §4.4, bottom-centre. The live region stays mounted even when empty,
 * so screen readers announce each toast as it arrives.
 */
export function ToastStack({ toasts, aboveBottomNav = false }: ToastStackProps) {
  return (
    <div role="status" aria-live="polite" aria-label={m.toasts} className={cx(styles.stack, aboveBottomNav && styles.aboveNav)}>
      {toasts.map((toast) => (
        <div key={toast.id} className={cx(styles.toast, controls.elevation3)}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}

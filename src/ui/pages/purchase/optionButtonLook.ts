import type { OptionLook } from '../../../domain/purchase/optionPanel';
import styles from './optionButtonLook.module.css';

/** The class of each SPEC §4.5 look (the rules and their colours are in optionButtonLook.module.css). */
const LOOK_CLASS: Record<OptionLook, string> = {
  normal: styles.normal,
  active: styles.active,
  disabled: styles.disabled,
  notify: styles.notify,
  'cancel-notify': styles.cancelNotify,
};

/**
 * SPEC §4.5 option button looks: normal is plainly tappable (white, dark text, solid border);
 * active (selected, in stock) is filled brand pink; disabled (sold out, not selected) is muted
 * and struck through; a selected sold-out size shows the notify or cancel-notify look.
 */
export const optionButtonClass = (look: OptionLook): string => `${styles.option} ${LOOK_CLASS[look]}`;

import type { OptionLook } from '../../../domain/purchase/optionPanel';
import { OPTION_LOOK_COLORS as C, SHOP_COLORS } from '../../theme';

/** WCAG's minimum touch target, for one-handed use on a phone. */
const TAP_PX = 44;

const BASE = {
  border: '2px solid', borderRadius: 1.5, px: 1.5, py: 0.75, fontSize: 15, cursor: 'pointer', minWidth: TAP_PX, minHeight: TAP_PX,
  fontFamily: 'inherit', lineHeight: 1.2, transition: 'background-color .15s, border-color .15s',
  '&:focus-visible': { outline: `3px solid ${SHOP_COLORS.brandPinkDeep}`, outlineOffset: 2 },
};

/**
 * SPEC §4.5 option button looks: normal is plainly tappable (white, dark text, solid border);
 * active (selected, in stock) is filled brand pink; disabled (sold out, not selected) is muted
 * and struck through; a selected sold-out size shows the notify or cancel-notify look.
 */
const LOOKS: Record<OptionLook, object> = {
  normal: { borderColor: C.normalBorder, color: C.normalText, bgcolor: C.normalBackground, '&:hover': { borderColor: SHOP_COLORS.brandPinkStrong } },
  active: { borderColor: SHOP_COLORS.brandPinkStrong, color: C.activeText, bgcolor: SHOP_COLORS.brandPinkStrong, fontWeight: 700 },
  disabled: { borderColor: C.soldOutBorder, color: C.soldOutText, bgcolor: C.soldOutBackground, textDecoration: 'line-through', borderStyle: 'dashed' },
  notify: { borderColor: C.notifyBorder, color: C.notifyText, bgcolor: C.notifyBackground, textDecoration: 'line-through', fontWeight: 700 },
  'cancel-notify': { borderColor: C.cancelNotifyBorder, color: C.cancelNotifyText, bgcolor: C.cancelNotifyBackground, textDecoration: 'line-through', fontWeight: 700 },
};

export const optionButtonSx = (look: OptionLook): object => ({ ...BASE, ...LOOKS[look] });

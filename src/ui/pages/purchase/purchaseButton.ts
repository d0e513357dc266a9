import styles from './PurchaseButton.module.css';

/** MUI Button's variants as the buy pages used them: filled pink, filled grey (color="inherit") and outlined. */
export type PurchaseButtonVariant = 'contained' | 'grey' | 'outlined';
export type PurchaseButtonSize = 'small' | 'medium' | 'large';

const SIZE_SUFFIX: Record<PurchaseButtonSize, string> = { small: 'Small', medium: '', large: 'Large' };

/**
 * The class names of a plain <button> (or a <Link>) that looks like the MUI Button it replaced, then
 * the caller's own classes. Every rule of these is one class, so a caller's rule written with two
 * (`.row .choose`) overrides it whatever order the stylesheets load in.
 */
export const purchaseButton = (variant: PurchaseButtonVariant, size: PurchaseButtonSize = 'medium', ...extra: (string | false | undefined)[]): string =>
  [styles.button, styles[variant], size === 'medium' ? '' : styles[`${variant}${SIZE_SUFFIX[size]}`], ...extra].filter(Boolean).join(' ');

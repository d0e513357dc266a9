import { cx } from './cx';
import styles from './Button.module.css';

/** MUI Button's variants as the shop uses them: filled pink, filled grey, outlined, pink text, text in the surrounding colour. */
export type ButtonVariant = 'contained' | 'grey' | 'outlined' | 'text' | 'inherit';
export type ButtonSize = 'small' | 'medium' | 'large';

const SIZE_SUFFIX: Record<ButtonSize, string> = { small: 'Small', medium: '', large: 'Large' };

/** The class names of a plain <button> or <Link> with a button's look, then the caller's own classes. */
export const buttonClass = (variant: ButtonVariant, size: ButtonSize = 'medium', ...extra: (string | false | null | undefined)[]): string =>
  cx(styles.button, styles[variant], size !== 'medium' && styles[`${variant}${SIZE_SUFFIX[size]}`], ...extra);

/** Modifiers: always 44×44 px; regular weight for a name rather than an action. */
export const buttonModifiers = { touch: styles.touch, regular: styles.regular };

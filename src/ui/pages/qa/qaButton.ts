import styles from './QaButton.module.css';

/** MUI Button's variants as the forum used them: filled, outlined, pink text, and text in the surrounding colour. */
export type QaButtonVariant = 'contained' | 'outlined' | 'text' | 'inherit';

/** The class names of a plain <button> (or a <Link>) that looks like the MUI Button it replaced. */
export const qaButton = (variant: QaButtonVariant, small = false): string =>
  [styles.button, styles[variant], small ? styles.small : ''].filter(Boolean).join(' ');

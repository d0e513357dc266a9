import { useId } from 'react';
import styles from './QaTextArea.module.css';

export interface QaTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message under the box (red), or null for the quiet space MUI's helper text kept. */
  error: string | null;
  id?: string;
  placeholder?: string;
  maxLength?: number;
}

/**
 * A labelled, growing <textarea> with its error line: the answer box and the answer editor, plain
 * elements so the question page paints its form without MUI. The rule's message is read with the field.
 */
export function QaTextArea({ label, value, onChange, error, id, placeholder, maxLength }: QaTextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper-text`;
  return (
    <div className={styles.field} data-filled={value !== '' || undefined} data-error={error !== null || undefined}>
      <label htmlFor={inputId} id={`${inputId}-label`} className={styles.label}>{label}</label>
      <div className={styles.box}>
        <textarea id={inputId} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder}
          rows={3} maxLength={maxLength} aria-invalid={error !== null} aria-describedby={helperId} />
      </div>
      <p id={helperId} className={styles.helper}>{error ?? <span aria-hidden="true">{'\u200b'}</span>}</p>
    </div>
  );
}

import { shellMessages as m } from './messages';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0-100 while a navigation runs; null hides the bar. */
  value: number | null;
  /** One of PROGRESS_BAR_COLORS (tokens.ts): desktop blue, mobile pink, red on failure. */
  color: string;
}

/** The navigation progress bar of SPEC §4.4: a 3px line at the very top of the page. */
export function ProgressBar({ value, color }: ProgressBarProps) {
  if (value === null) return null;
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div role="progressbar" aria-label={m.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped} className={styles.track}>
      {/* Width and colour change while it runs: inline, so no class per value. */}
      <div className={styles.fill} style={{ width: `${clamped}%`, backgroundColor: color }} />
    </div>
  );
}

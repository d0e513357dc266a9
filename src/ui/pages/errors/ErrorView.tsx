import type { ReactNode } from 'react';
import { cx } from '../../components/cx';
import { BACK_HOME, type ErrorCopy } from './errorCopy';
import styles from './ErrorView.module.css';
import { buttonClass } from '../../components/buttonClass';

/** The shared look of the 404, busy and 503 pages: an illustration, the copy and a way home. */
export function ErrorView({ copy, status, children, actions }: { copy: ErrorCopy; status: number; children?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.view} data-status={status}>
      <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
        <ellipse cx="60" cy="88" rx="44" ry="6" fill="#fde3ea" />
        <circle cx="60" cy="44" r="34" fill="#fff0f4" stroke="#f25c87" strokeWidth="3" />
        <circle cx="48" cy="40" r="4" fill="#f25c87" />
        <circle cx="72" cy="40" r="4" fill="#f25c87" />
        <path d="M48 60q12-9 24 0" stroke="#f25c87" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <h1 className={styles.heading}>{copy.heading}</h1>
      <p className={styles.body}>{copy.body}</p>
      <div className={styles.actions}>
        {actions}
        {/* A plain link, not the router's: it loads the home page afresh. */}
        <a href="/" className={buttonClass('contained')}>
          {BACK_HOME}
        </a>
      </div>
      {children}
    </section>
  );
}

/** The retry action of the busy and 503 pages: loads the same address again. */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={buttonClass('outlined')}>
      {label}
    </button>
  );
}

/** MUI Container's width rules: `lg` (1200px) by default, `md` (900px) for the short error pages. */
export function PageContainer({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={cx(styles.container, narrow && styles.containerMd)}>{children}</div>;
}

import { useId, useState, type KeyboardEvent } from 'react';
import controls from './controls.module.css';
import { cx } from '../components/cx';
import styles from './CustomerServiceWidget.module.css';
import { CloseIcon, HeadsetIcon, LineIcon } from './icons';
import { shellMessages as m } from './messages';
import { EXTERNAL_URLS } from './shellLinks';
import { EXTERNAL_LINK } from './ShellLink';
import { buttonClass } from '../components/buttonClass';

export interface CustomerServiceWidgetProps {
  /** The chat account (SPEC §2.6); the shop's LINE official account by default. */
  chatUrl?: string;
  /** Called each time the card opens, for the customer-service click event. */
  onOpen?: () => void;
  /** Inside the shop's app: asks the app to open its own customer service; false when it could not, and the card opens. */
  onOpenInApp?: () => boolean;
  /** Whether the chat is staffed now (SPEC §9 hours), asked each time the card opens. */
  availability?: () => 'open' | 'closed';
}

/** The floating customer-service button (desktop) and its small card with hours and the chat link. */
export function CustomerServiceWidget({ chatUrl = EXTERNAL_URLS.lineChat, onOpen, onOpenInApp, availability }: CustomerServiceWidgetProps) {
  const [open, setOpen] = useState(false);
  const [staffed, setStaffed] = useState<'open' | 'closed' | null>(null);
  const cardId = useId();
  const titleId = useId();

  const toggle = () => {
    if (!open) onOpen?.();
    if (!open && onOpenInApp?.()) return;
    if (!open) setStaffed(availability?.() ?? null);
    setOpen(!open);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div onKeyDown={closeOnEscape} className={styles.corner}>
      {open && (
        <div id={cardId} role="dialog" aria-labelledby={titleId} className={cx(styles.card, controls.elevation6)}>
          <div className={styles.cardTop}>
            <h2 id={titleId} className={styles.title}>
              {m.customerService.title}
            </h2>
            <button type="button" aria-label={m.customerService.close} onClick={() => setOpen(false)} className={cx(controls.iconButton, controls.iconButtonSmall)}>
              <CloseIcon size={18} />
            </button>
          </div>
          <p className={styles.intro}>{m.customerService.intro}</p>
          <p className={cx(styles.hours, staffed && styles.hoursBeforeStatus)}>{m.customerService.hours}</p>
          {staffed && (
            <p data-testid="customer-service-status" className={styles.status}>
              {staffed === 'open' ? m.customerService.openNow : m.customerService.closedNow}
            </p>
          )}
          <a href={chatUrl} {...EXTERNAL_LINK} className={buttonClass('contained', 'medium', styles.chat)}>
            <span className={styles.chatIcon}>
              <LineIcon size={20} />
            </span>
            {m.customerService.chat}
          </a>
        </div>
      )}
      <button
        type="button"
        aria-label={m.customerService.toggle}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={toggle}
        className={cx(styles.fab, controls.elevation6)}
      >
        {open ? <CloseIcon /> : <HeadsetIcon size={28} />}
      </button>
    </div>
  );
}

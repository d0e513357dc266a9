import { useNavigate } from 'react-router-dom';
import { DismissNotification } from '../../application/notifications/DismissNotification';
import type { NotificationPopupState } from '../../application/notifications/NotificationPopupStore';
import { useUseCase } from '../hooks/useUseCase';
import controls from '../shell/controls.module.css';
import { cx } from '../components/cx';
import { CloseIcon } from '../shell/icons';
import { notificationMessages as m } from './messages';
import styles from './NotificationPopup.module.css';
import { useViewportHidden } from './useViewportHidden';

/** The notification card (SPEC §4.2): above the bottom navigation on phones, bottom-right on desktop. */
export default function NotificationPopup({ state, aboveBottomNav }: { state: NotificationPopupState; aboveBottomNav: boolean }) {
  const dismiss = useUseCase(DismissNotification);
  const navigate = useNavigate();
  const hidden = useViewportHidden();
  const { notification, secondsLeft } = state;
  const open = async () => {
    const action = await dismiss.execute({ how: 'click', siteOrigin: window.location.origin });
    if (action?.kind === 'navigate') void navigate(action.path);
    if (action?.kind === 'leave') window.location.assign(action.url);
  };
  return (
    <aside aria-label={m.region} hidden={hidden} className={cx(styles.card, aboveBottomNav && styles.aboveNav, controls.elevation6)}>
      <button type="button" onClick={() => void open()} className={styles.open}>
        <strong className={styles.title}>{notification.title}</strong>
        <span className={styles.message}>{notification.message}</span>
        <span className={styles.go}>{m.go}</span>
      </button>
      <button
        type="button"
        aria-label={m.close}
        title={secondsLeft === null ? undefined : m.closesIn(secondsLeft)}
        onClick={() => void dismiss.execute({ how: 'close' })}
        className={cx(controls.iconButton, controls.iconButtonSmall)}
      >
        <CloseIcon size={20} />
      </button>
    </aside>
  );
}

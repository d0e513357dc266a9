import { shellMessages as m } from './messages';
import styles from './OfflineNotice.module.css';

export interface OfflineNoticeProps {
  online: boolean;
}

/** A small banner while the browser reports no network; nothing while online. */
export function OfflineNotice({ online }: OfflineNoticeProps) {
  if (online) return null;
  return (
    <div role="alert" className={styles.notice}>
      {m.offline}
    </div>
  );
}

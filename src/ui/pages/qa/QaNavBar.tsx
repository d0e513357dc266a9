import { useState } from 'react';
import { PathLink } from '../../components/PathLink';
import type { QaCategory } from '../../../domain/qa/types';
import { lazyMui } from '../../app/lazyMui';
import { QaCopy } from './messages';
import styles from './QaNavBar.module.css';

/** The category modal loads (with MUI) on first open: the Q&A pages paint and hydrate without MUI's Dialog. */
const QaCategoryDialog = lazyMui(() => import('./QaCategoryDialog'));

export interface QaNavBarProps {
  categories: QaCategory[];
  /** The highlighted category; null = 全部 (index, search). */
  activeCategoryId: number | null;
  variant: 'desktop' | 'mobile';
}

/** SPEC §2.5: the mobile category bar is 50 px high (QaNavBar.module.css says it too). */
export const MOBILE_QA_BAR_HEIGHT = 50;

const tab = (active: boolean) => (active ? `${styles.tab} ${styles.active}` : styles.tab);

/** Desktop: a tab per category in a sideways-scrolling row. Mobile: 全部, the current category and a 分類 tab opening a modal. */
export function QaNavBar({ categories, activeCategoryId, variant }: QaNavBarProps) {
  const active = categories.find((c) => c.id === activeCategoryId) ?? null;
  if (variant === 'mobile') return <MobileBar categories={categories} active={active} />;
  return (
    <nav aria-label={QaCopy.categoryNav} data-testid="qa-nav-desktop" className={styles.desktop}>
      <ul className={styles.row}>
        <li className={styles.item}>
          <PathLink to="/qa" aria-current={active === null ? 'page' : undefined} className={tab(active === null)}>{QaCopy.all}</PathLink>
        </li>
        {categories.map((c) => (
          <li key={c.id} className={styles.item}>
            <PathLink to={`/qa/categories/${c.id}`} aria-current={c.id === activeCategoryId ? 'page' : undefined} className={tab(c.id === activeCategoryId)}>{c.name}</PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileBar({ categories, active }: { categories: QaCategory[]; active: QaCategory | null }) {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label={QaCopy.categoryNav} data-testid="qa-nav-mobile" className={styles.mobile}>
      <PathLink to="/qa" aria-current={active === null ? 'page' : undefined} className={`${tab(active === null)} ${styles.mobileTab}`}>{QaCopy.all}</PathLink>
      {active && <PathLink to={`/qa/categories/${active.id}`} aria-current="page" className={`${tab(true)} ${styles.mobileTab}`}>{active.name}</PathLink>}
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={styles.opener}>
        {QaCopy.categories} ▾
      </button>
      {open && <QaCategoryDialog categories={categories} active={active} onClose={() => setOpen(false)} />}
    </nav>
  );
}

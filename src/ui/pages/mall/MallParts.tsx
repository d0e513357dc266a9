import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { MallCopy } from './messages';
import styles from './MallParts.module.css';

/** The page column of the browse pages (and home): centred, at most 1200px (900px when `narrow`); `flush` drops the bottom gap. */
export function PageColumn({ children, narrow = false, flush = false }: { children: ReactNode; narrow?: boolean; flush?: boolean }) {
  return <div className={[styles.page, narrow ? styles.narrow : '', flush ? styles.flush : ''].join(' ').trim()}>{children}</div>;
}

/** The page's h1 with an optional line under it. */
export function PageHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      {/* Titles can carry what a shopper typed (a search): long unbroken text wraps instead of widening the page. */}
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </div>
  );
}

/** 上一頁 / 第 N 頁 / 下一頁 links that keep the rest of the query (filters) as it is. */
export function Pager({ page, hasMore }: { page: number; hasMore: boolean }) {
  const location = useLocation();
  if (page === 1 && !hasMore) return null;
  const to = (n: number) => {
    const search = new URLSearchParams(location.search);
    if (n === 1) search.delete('page');
    else search.set('page', String(n));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label={MallCopy.pager.label} className={styles.pager}>
      {page > 1 && <PathLink to={to(page - 1)} rel="prev" className={styles.pagerLink}>{MallCopy.pager.prev}</PathLink>}
      <span aria-current="page" className={styles.pagerPage}>{MallCopy.pager.page(page)}</span>
      {hasMore && <PathLink to={to(page + 1)} rel="next" className={styles.pagerLink}>{MallCopy.pager.next}</PathLink>}
    </nav>
  );
}

/** An empty list: what happened, and a way on. */
export function EmptyState({ text, hint, to = '/mall/all', action = MallCopy.backToMall }: { text: string; hint?: string; to?: string; action?: string }) {
  return (
    <div role="status" className={styles.empty}>
      <p className={styles.emptyText}>{text}</p>
      {hint && <p className={styles.emptyHint}>{hint}</p>}
      <PathLink to={to} className={styles.emptyAction}>{action}</PathLink>
    </div>
  );
}

/** Pill links (floors, categories): wrap on desktop, scroll sideways on phones. */
export function PillLinks({ links, label }: { links: { to: string; text: string }[]; label: string }) {
  return (
    <ul aria-label={label} className={styles.pills}>
      {links.map((link) => (
        <li key={link.to}>
          <PathLink to={link.to} className={styles.pill}>{link.text}</PathLink>
        </li>
      ))}
    </ul>
  );
}

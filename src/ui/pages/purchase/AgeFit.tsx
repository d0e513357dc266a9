import styles from './AgeFit.module.css';

/** 「適合 6-12 個月」 on the product and group-buy pages, for goods whose catalog data gives an age; nothing otherwise. */
export function AgeFit({ label }: { label: string | null }) {
  if (!label) return null;
  return <p className={styles.tag} data-testid="age-fit">{label}</p>;
}

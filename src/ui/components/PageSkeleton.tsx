import type { CSSProperties } from 'react';
import type { SkeletonKind } from '../../domain/shell/pageSkeleton';
import { cx } from './cx';
import { visuallyHidden } from '../shell/visuallyHidden';
import styles from './PageSkeleton.module.css';

const LOADING = '頁面載入中';

const Bone = ({ className, style }: { className?: string; style?: CSSProperties }) => <span className={cx(styles.bone, className)} style={style} />;
const Line = ({ width, height = 20 }: { width: number | string; height?: number }) => <Bone className={styles.text} style={{ width, height }} />;
const Block = ({ height, radius = 12 }: { height: number | string; radius?: number }) => (
  <Bone className={styles.rounded} style={{ height, borderRadius: radius }} />
);
const Chip = ({ width, height, radius }: { width: number; height: number; radius?: number }) => (
  <Bone className={styles.rounded} style={{ width, height, borderRadius: radius }} />
);

function Cards({ count }: { count: number }) {
  return (
    <div className={styles.cards}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}><Bone className={cx(styles.rounded, styles.square)} style={{ borderRadius: 8 }} /><Line width="90%" /><Line width="60%" /><Line width="40%" height={28} /></div>
      ))}
    </div>
  );
}

function Rows({ count, height }: { count: number; height: number }) {
  return <div className={styles.rows}>{Array.from({ length: count }, (_, i) => <Block key={i} height={height} />)}</div>;
}

const SHAPES: Record<SkeletonKind, () => React.JSX.Element> = {
  list: () => (<><Line width="40%" height={36} /><div className={styles.chips}>{[0, 1, 2].map((i) => <Chip key={i} width={88} height={36} radius={999} />)}</div><Cards count={8} /></>),
  product: () => (
    <div className={styles.product}>
      <Bone className={cx(styles.rounded, styles.square, styles.productImage)} />
      <div><Line width="85%" height={36} /><Line width="60%" /><Line width="35%" height={40} /><Line width="70%" /><Line width="50%" /><div className={styles.gapTop}><Block height={48} /></div></div>
    </div>
  ),
  qa: () => (<><Line width="30%" height={36} /><div className={styles.chips}>{[0, 1, 2, 3].map((i) => <Chip key={i} width={72} height={32} />)}</div><Rows count={6} height={96} /></>),
  member: () => (<><Line width="35%" height={36} /><div className={styles.gapY}><Block height={120} /></div><Rows count={3} height={88} /></>),
  article: () => (<><Block height={200} /><Line width="80%" height={36} />{[95, 100, 90, 97, 60].map((w, i) => <Line key={i} width={`${w}%`} />)}</>),
  form: () => (<><Line width="30%" height={36} /><div className={styles.gapY}><Rows count={3} height={110} /></div><Block height={48} /></>),
};

/**
 * Issue 13 finding 7: the shape of the page being opened, drawn at once while its code or data
 * loads on a client-side navigation, instead of a blank area or the previous page.
 */
export function PageSkeleton({ kind }: { kind: SkeletonKind }) {
  const Shape = SHAPES[kind];
  return (
    <div role="status" aria-busy="true" data-testid="page-skeleton" data-kind={kind} className={styles.page}>
      <span style={visuallyHidden}>{LOADING}</span>
      <Shape />
    </div>
  );
}

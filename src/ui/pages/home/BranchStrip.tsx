import type { CSSProperties } from 'react';
import { PathLink } from '../../components/PathLink';
import type { Branch } from '../../../domain/catalog/Branch';
import styles from './BranchStrip.module.css';

/** The mall's branches as round icons; scrolls sideways on phones. */
export function BranchStrip({ branches }: { branches: Branch[] }) {
  const columns = { '--branch-count': Math.max(branches.length, 1) } as CSSProperties;
  return (
    <nav aria-label="商城分館" className={styles.strip} style={columns}>
      {branches.map((branch) => (
        <PathLink key={branch.id} to={`/mall/${branch.path}`} className={styles.branch}>
          <div className={styles.icon} style={{ backgroundColor: branch.color }}>
            <img src={`/images/branch/${branch.path}.svg`} alt="" width={64} height={64} loading="lazy" className={styles.image} />
          </div>
          {branch.name}
        </PathLink>
      ))}
    </nav>
  );
}

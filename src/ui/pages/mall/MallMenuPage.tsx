import { useSuspenseQuery } from '@tanstack/react-query';
import { PathLink } from '../../components/PathLink';
import type { BranchCategories } from '../../../domain/mall/browse';
import { useContainer } from '../../di/ContainerProvider';
import { mallMenuQuery } from './mallQueries';
import { PageColumn, PageHeading } from './MallParts';
import { MallCopy } from './messages';
import styles from './MallMenuPage.module.css';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** A main category opens the branch listing narrowed to it (the `mall` filter); a sub category its category page. */
const mainHref = (branch: BranchCategories, slug: string) => `/mall/${branch.path}?mall=${slug}`;

/** The card's top stripe in the branch's colour (data, not a token) over the surface. */
const stripe = (color: string) => ({ background: `linear-gradient(${color} 0 5px, var(--shop-surface) 5px)` });

/** SPEC §2.1 "mall-menu": the category list of every branch. */
export default function MallMenuPage() {
  const { data: branches } = useSuspenseQuery(mallMenuQuery(useContainer()));
  return (
    <PageColumn>
      <PageHeading title={MallCopy.menuTitle} />
      <div className={styles.grid}>
        {branches.map((branch) => (
          <section key={branch.id} aria-labelledby={`menu-${branch.path}`} className={styles.branch} style={stripe(branch.color)}>
            <h2 id={`menu-${branch.path}`} className={styles.title}>
              <PathLink to={`/mall/${branch.path}`} className={styles.titleLink}>{branch.name}</PathLink>
            </h2>
            {branch.categories.map((main) => (
              <div key={main.id} className={styles.main}>
                <PathLink to={mainHref(branch, main.slug)} className={`${styles.link} ${styles.mainLink}`}>{main.name}</PathLink>
                <ul className={styles.subs}>
                  {main.children.map((sub) => (
                    <li key={sub.id}><PathLink to={`/market/category/${sub.id}`} className={`${styles.link} ${styles.subLink}`}>{sub.name}</PathLink></li>
                  ))}
                </ul>
              </div>
            ))}
            <PathLink to={`/mall/${branch.path}`} className={`${styles.link} ${styles.seeAll}`}>{MallCopy.menuSeeAll(branch.name)} ›</PathLink>
          </section>
        ))}
      </div>
    </PageColumn>
  );
}

/** SPEC §2.1 "mall-menu": the menu's branches and categories. */
export const route: RouteData = {
  meta: async (context) => (await import('./mallMeta')).mallMenuMeta(context),
  queries: ({ container }) => [routeQuery(mallMenuQuery(container))],
};

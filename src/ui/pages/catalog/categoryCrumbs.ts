import type { CategoryPage } from '../../../application/catalog/pagePorts';
import type { Crumb } from './CatalogParts';

export const categoryPath = (id: number) => `/market/category/${id}`;
export const categoryGroupsPath = (id: number) => `/market/category-group-buy/${id}`;

/** branch › main › sub: the branch leads to its mall page, the categories to their pages. */
export function categoryCrumbs(page: CategoryPage): Crumb[] {
  const crumbs: Crumb[] = [
    { name: page.branch.name, path: `/mall/${page.branch.path}` },
    { name: page.main.name, path: categoryPath(page.main.id) },
  ];
  if (page.sub) crumbs.push({ name: page.sub.name, path: categoryPath(page.sub.id) });
  return crumbs;
}

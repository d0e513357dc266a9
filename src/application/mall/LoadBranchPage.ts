import { inject, injectable } from '../injection';
import type { BranchDetail, BranchSection } from '../../domain/mall/browse';
import { parseFilters, type FilterOptions, type FilterState, type RawQuery } from '../../domain/mall/filters';
import type { GroupList } from '../catalog/ports';
import { MALL_TOKENS } from './tokens';
import type { MallCatalog } from './ports';

export interface BranchPageInput { branchPath: string; query: RawQuery; page: number }

export interface BranchPage {
  /** null for the whole mall ('all'). */
  detail: BranchDetail | null;
  options: FilterOptions;
  /** What the URL asked for, with unknown values already fallen back to defaults (SPEC §5). */
  filters: FilterState;
  list: GroupList;
  /** The branch's sections, on the first page only. */
  sections: BranchSection[];
}

/** A mall listing (SPEC §2.1 "mall"): the branch, its filter options, the filtered list and its sections. */
@injectable()
export class LoadBranchPage {
  constructor(@inject(MALL_TOKENS.MallCatalog) private readonly mall: MallCatalog) {}

  async execute({ branchPath, query, page }: BranchPageInput): Promise<BranchPage> {
    const [detail, options] = await Promise.all([
      branchPath === 'all' ? null : this.mall.branch(branchPath),
      this.mall.filterOptions(branchPath),
    ]);
    const filters = parseFilters(query, options);
    const wantSections = detail !== null && page === 1;
    const [list, sections] = await Promise.all([
      this.mall.browse(branchPath, filters, page),
      wantSections ? Promise.all(detail.sectionIds.map((id) => this.mall.section(id))) : [],
    ]);
    return { detail, options, filters, list, sections };
  }
}

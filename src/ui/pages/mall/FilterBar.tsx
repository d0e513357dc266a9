import type { FilterOption, FilterOptions, FilterState, Sort } from '../../../domain/mall/filters';
import { activeFilterCount, isFiltered, toggleFilter, EMPTY_FILTERS } from '../../../domain/mall/filters';
import { FilterSheet } from './FilterSheet';
import { MallCopy } from './messages';
import styles from './FilterBar.module.css';

export interface FilterBarProps {
  options: FilterOptions;
  filters: FilterState;
  onChange: (next: FilterState) => void;
  /** How many group-buys the filters leave, over every page; shown above the list when known. */
  total?: number;
}

/** The result count, announced politely after each filter change. */
function ResultCount({ total }: { total: number | undefined }) {
  if (total === undefined) return null;
  return <p role="status" className={styles.count}>{MallCopy.filters.count(total)}</p>;
}

interface ChipsProps { label: string; options: FilterOption[]; isOn: (v: string) => boolean; onToggle: (v: string) => void; sheet: boolean }

function Chips({ label, options, isOn, onToggle, sheet }: ChipsProps) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={sheet ? `${styles.group} ${styles.inSheet}` : styles.group}>
      <span className={styles.label}>{label}</span>
      <div className={styles.options}>
        {options.map((option) => (
          <button key={option.value} type="button" aria-pressed={isOn(option.value)} onClick={() => onToggle(option.value)} className={styles.chip}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** SPEC §5 filters as toggles: age and sub-mall are multi-choice, sort picks one; each change updates the URL. */
export function FilterBar({ options, filters, onChange, total }: FilterBarProps) {
  const chips = (sheet: boolean) => (
    <>
      <Chips sheet={sheet} label={MallCopy.filters.mall} options={options.mall} isOn={(v) => filters.mall.includes(v)} onToggle={(v) => onChange(toggleFilter(filters, 'mall', v))} />
      <Chips sheet={sheet} label={MallCopy.filters.age} options={options.age} isOn={(v) => filters.age.includes(v)} onToggle={(v) => onChange(toggleFilter(filters, 'age', v))} />
      <Chips sheet={sheet} label={MallCopy.filters.sort} options={options.sort} isOn={(v) => filters.sort === v} onToggle={(v) => onChange({ ...filters, sort: v as Sort })} />
      {isFiltered(filters) && (
        <div className={styles.clearRow}>
          <button type="button" onClick={() => onChange(EMPTY_FILTERS)} className={styles.clear}>{MallCopy.filters.clear}</button>
        </div>
      )}
    </>
  );
  return (
    <>
      {/* Phones: one button at the top of the list opens the same filters as a bottom sheet. */}
      <FilterSheet activeCount={activeFilterCount(filters)} count={<ResultCount total={total} />}>{chips(true)}</FilterSheet>
      <section aria-label={MallCopy.filters.label} className={styles.inline}>
        <div className={styles.inlineHead}><ResultCount total={total} /></div>
        {chips(false)}
      </section>
    </>
  );
}

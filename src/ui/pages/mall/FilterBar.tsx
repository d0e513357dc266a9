import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FilterOption, FilterOptions, FilterState, Sort } from '../../../domain/mall/filters';
import { activeFilterCount, isFiltered, toggleFilter, EMPTY_FILTERS } from '../../../domain/mall/filters';
import { FilterSheet } from './FilterSheet';
import { MallCopy } from './messages';
import { SHOP_TOKENS } from '../../theme';

const PINK = SHOP_TOKENS.brandPinkStrong;

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
  return <Typography role="status" sx={{ ml: 'auto', fontSize: 14, color: 'text.secondary', whiteSpace: 'nowrap' }}>{MallCopy.filters.count(total)}</Typography>;
}

interface ChipsProps { label: string; options: FilterOption[]; isOn: (v: string) => boolean; onToggle: (v: string) => void; sheet: boolean }

function Chips({ label, options, isOn, onToggle, sheet }: ChipsProps) {
  if (options.length === 0) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: sheet ? 'column' : 'row', alignItems: sheet ? 'stretch' : 'center', gap: 1, py: 0.75 }}>
      <Typography component="span" sx={{ flex: '0 0 auto', width: sheet ? 'auto' : 64, fontSize: 13, color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', flexWrap: 'wrap', pb: 0.25 }}>
        {options.map((option) => {
          const on = isOn(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
              style={{ flex: '0 0 auto', cursor: 'pointer', minHeight: sheet ? 44 : 34, padding: '6px 12px', borderRadius: 999, fontSize: 14, whiteSpace: 'nowrap', border: `1px solid ${on ? PINK : SHOP_TOKENS.controlBorder}`, background: on ? SHOP_TOKENS.brandTint : SHOP_TOKENS.surface, color: on ? PINK : SHOP_TOKENS.text, fontWeight: on ? 700 : 400 }}
            >
              {option.label}
            </button>
          );
        })}
      </Box>
    </Box>
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
        <Box sx={{ textAlign: 'right' }}>
          <button type="button" onClick={() => onChange(EMPTY_FILTERS)} style={{ background: 'none', border: 0, color: PINK, fontSize: 14, cursor: 'pointer', padding: 8, minHeight: 44 }}>
            {MallCopy.filters.clear}
          </button>
        </Box>
      )}
    </>
  );
  return (
    <>
      {/* Phones: one button at the top of the list opens the same filters as a bottom sheet. */}
      <FilterSheet activeCount={activeFilterCount(filters)} count={<ResultCount total={total} />}>{chips(true)}</FilterSheet>
      <Box component="section" aria-label={MallCopy.filters.label} sx={{ display: { xs: 'none', md: 'block' }, bgcolor: SHOP_TOKENS.surface, borderRadius: 3, px: 2, py: 1, mb: 2 }}>
        <Box sx={{ display: 'flex', pt: 0.5 }}><ResultCount total={total} /></Box>
        {chips(false)}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FilterOption, FilterOptions, FilterState, Sort } from '../../../domain/mall/filters';
import { isFiltered, toggleFilter, EMPTY_FILTERS } from '../../../domain/mall/filters';
import { MallCopy } from './messages';

const PINK = '#c9325f';

export interface FilterBarProps {
  options: FilterOptions;
  filters: FilterState;
  onChange: (next: FilterState) => void;
}

function Chips({ label, options, isOn, onToggle }: { label: string; options: FilterOption[]; isOn: (v: string) => boolean; onToggle: (v: string) => void }) {
  if (options.length === 0) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}>
      <Typography component="span" sx={{ flex: '0 0 auto', width: 64, fontSize: 13, color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', flexWrap: { xs: 'nowrap', md: 'wrap' }, pb: 0.25 }}>
        {options.map((option) => {
          const on = isOn(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
              style={{ flex: '0 0 auto', cursor: 'pointer', minHeight: 34, padding: '6px 12px', borderRadius: 999, fontSize: 14, whiteSpace: 'nowrap', border: `1px solid ${on ? PINK : '#ddd'}`, background: on ? '#fdeef2' : '#fff', color: on ? PINK : '#333', fontWeight: on ? 700 : 400 }}
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
export function FilterBar({ options, filters, onChange }: FilterBarProps) {
  return (
    <Box component="section" aria-label={MallCopy.filters.label} sx={{ bgcolor: '#fff', borderRadius: 3, px: { xs: 1.5, md: 2 }, py: 1, mb: 2 }}>
      <Chips label={MallCopy.filters.mall} options={options.mall} isOn={(v) => filters.mall.includes(v)} onToggle={(v) => onChange(toggleFilter(filters, 'mall', v))} />
      <Chips label={MallCopy.filters.age} options={options.age} isOn={(v) => filters.age.includes(v)} onToggle={(v) => onChange(toggleFilter(filters, 'age', v))} />
      <Chips label={MallCopy.filters.sort} options={options.sort} isOn={(v) => filters.sort === v} onToggle={(v) => onChange({ ...filters, sort: v as Sort })} />
      {isFiltered(filters) && (
        <Box sx={{ textAlign: 'right' }}>
          <button type="button" onClick={() => onChange(EMPTY_FILTERS)} style={{ background: 'none', border: 0, color: PINK, fontSize: 14, cursor: 'pointer', padding: 8 }}>
            {MallCopy.filters.clear}
          </button>
        </Box>
      )}
    </Box>
  );
}

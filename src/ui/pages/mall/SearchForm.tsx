import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SUGGEST_DEBOUNCE_MS, searchableQuery, type SuggestType } from '../../../domain/mall/browse';
import { useContainer } from '../../di/ContainerProvider';
import { SEARCH_SCOPES, type ShownSuggestion } from './searchScopes';
import { MallCopy } from './messages';

const PINK = '#c9325f';

/** Waits until typing pauses before the value is used. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A search box; with `suggest` it is a combobox whose list follows the typing (arrow keys, Enter, Escape).
 * `scope` picks what it searches (SPEC §2.1 search-suggest type); a suggestion with a path opens that page.
 */
export function SearchForm({ initial = '', suggest = false, autoFocus = false, scope: scopeName = 'mall' }: { initial?: string; suggest?: boolean; autoFocus?: boolean; scope?: SuggestType }) {
  const scope = SEARCH_SCOPES[scopeName];
  const [text, setText] = useState(initial);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  const id = useId();
  const settled = searchableQuery(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  const { data: suggestions = [] } = useQuery({ ...scope.query(useContainer(), settled ?? ''), enabled: suggest && settled !== null });
  const shown = suggest && open && settled !== null ? suggestions : [];
  const go = (query: string) => {
    const q = searchableQuery(query);
    if (q) navigate(`${scope.action}?query=${encodeURIComponent(q)}`);
  };
  const choose = (s: ShownSuggestion) => (s.path ? navigate(s.path) : go(s.text));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (shown.length === 0 ? -1 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); if (active >= 0 && shown[active]) choose(shown[active]); else go(text); }} action={scope.action} sx={{ position: 'relative' }}>
      <label htmlFor={`${id}-input`} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{scope.label}</label>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <input
          id={`${id}-input`} name="query" type="search" value={text} autoFocus={autoFocus} autoComplete="off" maxLength={50}
          placeholder={scope.placeholder}
          role={suggest ? 'combobox' : undefined}
          aria-expanded={suggest ? shown.length > 0 : undefined}
          aria-controls={suggest ? `${id}-list` : undefined}
          aria-autocomplete={suggest ? 'list' : undefined}
          aria-activedescendant={active >= 0 && shown[active] ? `${id}-opt-${active}` : undefined}
          onChange={(e) => { setText(e.target.value); setActive(-1); setOpen(true); }}
          onKeyDown={onKeyDown}
          style={{ flex: 1, minWidth: 0, fontSize: 16, padding: '10px 14px', borderRadius: 999, border: `1px solid ${PINK}`, outlineColor: PINK }}
        />
        <button type="submit" style={{ flex: '0 0 auto', background: PINK, color: '#fff', border: 0, borderRadius: 999, padding: '0 20px', fontSize: 15, fontWeight: 700, cursor: 'pointer' }}>
          {MallCopy.searchSubmit}
        </button>
      </Box>
      {suggest && (
        <Box component="ul" id={`${id}-list`} role="listbox" aria-label={MallCopy.suggestions} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, bgcolor: '#fff', borderRadius: 2, overflow: 'hidden', display: shown.length ? 'block' : 'none' }}>
          {shown.map((s, i) => (
            <li key={s.key} id={`${id}-opt-${i}`} role="option" aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()} onClick={() => choose(s)}
              style={{ padding: '12px 16px', cursor: 'pointer', borderBottom: '1px solid #f6e6eb', background: i === active ? '#fdeef2' : '#fff', display: 'flex', gap: 8, alignItems: 'center' }}>
              {s.badge && <span style={{ fontSize: 12, color: PINK, border: `1px solid ${PINK}`, borderRadius: 4, padding: '0 4px' }}>{s.badge}</span>}
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{s.text}</span>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

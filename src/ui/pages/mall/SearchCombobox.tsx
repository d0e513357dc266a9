import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SUGGEST_DEBOUNCE_MS, searchableQuery, type SuggestType } from '../../../domain/mall/browse';
import { HighlightedText } from '../../components/HighlightedText';
import { useContainer } from '../../di/ContainerProvider';
import { SEARCH_SCOPES, type ShownSuggestion } from './searchScopes';
import { useSearchStarters } from './useSearchStarters';
import { MallCopy } from './messages';
import styles from './SearchCombobox.module.css';

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
 * The state of a search box with suggestions as you type (ARIA combobox + listbox): arrow keys move
 * through the list, Enter opens the active suggestion (or searches the text), Escape and leaving the
 * box close it. `scope` is SPEC §2.1 search-suggest's type.
 */
export function useSearchCombobox(scopeName: SuggestType, initial: string, suggest: boolean, openAtStart = false) {
  const scope = SEARCH_SCOPES[scopeName];
  const [text, setText] = useState(initial);
  const [active, setActive] = useState(-1);
  // The search-suggest page opens with its list (the typed text may arrive in the address); other boxes on focus.
  const [open, setOpen] = useState(openAtStart);
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page hydrated is in the box but not in the state: take it over.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== initial) {
      setText(typed);
      setOpen(true);
    }
  }, [initial]);
  const settled = searchableQuery(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  const { data: suggestions = [] } = useQuery({ ...scope.query(useContainer(), settled ?? ''), enabled: suggest && settled !== null });
  // An empty mall box offers 最近搜尋 and 熱門搜尋 instead (issue 30).
  const starting = suggest && open && scopeName === 'mall' && searchableQuery(text) === null;
  const { starters, clear } = useSearchStarters(starting);
  const typedShown = suggest && open && settled !== null && searchableQuery(text) !== null ? suggestions : [];
  const shown = starting ? starters : typedShown;
  const go = (query: string) => {
    const q = searchableQuery(query);
    if (q) navigate(`${scope.action}?query=${encodeURIComponent(q)}`);
  };
  const choose = (s: ShownSuggestion) => {
    setOpen(false);
    if (s.path) navigate(s.path);
    else go(s.text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (shown.length === 0 ? -1 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Escape' && shown.length > 0) {
      // The first Escape closes the list; only a second one lets the search box clear its text.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0 && shown[active]) choose(shown[active]);
    else {
      setOpen(false);
      go(text);
    }
  };
  const inputProps = {
    ref: input, id: `${id}-input`, name: 'query', type: 'search', value: text, autoComplete: 'off', maxLength: 50, placeholder: scope.placeholder,
    role: suggest ? 'combobox' : undefined,
    'aria-expanded': suggest ? shown.length > 0 : undefined,
    'aria-controls': suggest ? `${id}-list` : undefined,
    'aria-autocomplete': suggest ? ('list' as const) : undefined,
    'aria-activedescendant': active >= 0 && shown[active] ? `${id}-opt-${active}` : undefined,
    onChange: (e: { target: { value: string } }) => { setText(e.target.value); setActive(-1); setOpen(true); },
    onFocus: () => setOpen(true),
    onBlur: () => { setOpen(false); setActive(-1); },
    onKeyDown,
  };
  return { scope, id, text: starting ? '' : settled ?? '', shown, active, choose, onSubmit, inputProps, clearHistory: clear };
}

/** Where the typed text occurs in a suggestion (case-insensitive), to mark it. */
function typedRange(text: string, typed: string): [number, number][] {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  return at < 0 ? [] : [[at, at + typed.length]];
}

/** 「最近搜尋」 (with 「清除」) or 「熱門搜尋」 above the first starter of its group. */
function GroupHeading({ group, onClear }: { group: 'recent' | 'hot'; onClear: () => void }) {
  return (
    <li role="presentation" className={styles.heading}>
      <span>{group === 'recent' ? MallCopy.recentSearches : MallCopy.hotSearches}</span>
      {group === 'recent' && <button type="button" className={styles.clear} onMouseDown={(e) => e.preventDefault()} onClick={onClear}>{MallCopy.clearHistory}</button>}
    </li>
  );
}

/** The listbox under a search combobox; `floating` lays it over the page (the header's box). */
export function SearchSuggestList({ box, floating = false }: { box: ReturnType<typeof useSearchCombobox>; floating?: boolean }) {
  const { id, shown, active, choose, text, clearHistory } = box;
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={MallCopy.suggestions} className={[styles.list, floating ? styles.floating : '', shown.length === 0 ? styles.empty : ''].join(' ')}>
      {shown.map((s, i) => [
        s.group && s.group !== shown[i - 1]?.group ? <GroupHeading key={`h-${s.group}`} group={s.group} onClear={clearHistory} /> : null,
        // Named as one string: the <mark> inside must not split the name (some name computations add spaces).
        <li key={s.key} id={`${id}-opt-${i}`} role="option" aria-selected={i === active} className={styles.option} aria-label={s.badge ? `${s.badge} ${s.text}` : s.text}
          onMouseDown={(e) => e.preventDefault()} onClick={() => choose(s)}>
          {s.badge && <span className={styles.badge}>{s.badge}</span>}
          <span className={styles.text}><HighlightedText text={s.text} ranges={typedRange(s.text, text)} className={styles.mark} /></span>
        </li>,
      ])}
    </ul>
  );
}

import { useLayoutEffect } from 'react';
import type { Carried } from '../../hooks/useInputTakeover';
import { SearchIcon } from '../../shell/icons';
import { shellMessages as m } from '../../shell/messages';
import { SearchSuggestList, useSearchCombobox } from './SearchCombobox';
import styles from './SearchHeaderField.module.css';

/**
 * The desktop header's product search: a combobox with the mall's suggestions as you type (SPEC §2.1
 * search-suggest). It takes over from the header's plain search form (shell/DesktopHeader.tsx; layouts/Headers.tsx
 * swaps them) with what was typed there and its focus.
 */
export function SearchHeaderField({ carried }: { carried: Carried }) {
  const box = useSearchCombobox('mall', carried.text, true, carried.focused);
  const { ref } = box.inputProps;
  // At commit, so no keystroke falls between the plain input and this one.
  useLayoutEffect(() => {
    if (carried.focused) ref.current?.focus();
  }, [carried.focused, ref]);
  return (
    <form role="search" action={box.scope.action} method="get" onSubmit={box.onSubmit} className={styles.form}>
      <label htmlFor={box.inputProps.id} className={styles.hidden}>{m.search.label}</label>
      <input {...box.inputProps} placeholder={m.search.placeholder} className={styles.input} />
      <button type="submit" aria-label={m.search.submit} className={styles.submit}><SearchIcon size={20} /></button>
      <SearchSuggestList box={box} floating />
    </form>
  );
}

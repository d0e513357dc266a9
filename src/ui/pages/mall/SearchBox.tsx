import { useLayoutEffect } from 'react';
import type { Carried } from '../../hooks/useInputTakeover';
import { SearchSuggestList, useSearchCombobox } from './SearchCombobox';
import { MallCopy } from './messages';
import type { SearchFormProps } from './searchScopeCopy';
import styles from './SearchForm.module.css';

/**
 * A page's search box once its code has loaded (SearchForm paints the plain one first and hands over
 * what was typed in it); with `suggest` it is a combobox whose list follows the typing (arrow keys, Enter, Escape).
 * `scope` picks what it searches (SPEC §2.1 search-suggest type); a suggestion with a path opens that page.
 */
export function SearchBox({ suggest = false, autoFocus = false, scope: scopeName = 'mall', carried }: SearchFormProps & { carried: Carried }) {
  const box = useSearchCombobox(scopeName, carried.text, suggest, autoFocus || carried.focused);
  const { ref } = box.inputProps;
  // At commit, so no keystroke falls between the plain input and this one.
  useLayoutEffect(() => {
    if (autoFocus || carried.focused) ref.current?.focus();
  }, [autoFocus, carried.focused, ref]);
  return (
    <form role="search" onSubmit={box.onSubmit} action={box.scope.action} className={styles.form}>
      <label htmlFor={box.inputProps.id} className={styles.hidden}>{box.scope.label}</label>
      <div className={styles.row}>
        <input {...box.inputProps} className={styles.input} />
        <button type="submit" className={styles.submit}>{MallCopy.searchSubmit}</button>
      </div>
      {suggest && <SearchSuggestList box={box} />}
    </form>
  );
}

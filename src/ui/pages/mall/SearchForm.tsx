import type { SuggestType } from '../../../domain/mall/browse';
import { SearchSuggestList, useSearchCombobox } from './SearchCombobox';
import { MallCopy } from './messages';
import styles from './SearchForm.module.css';

/**
 * A search box; with `suggest` it is a combobox whose list follows the typing (arrow keys, Enter, Escape).
 * `scope` picks what it searches (SPEC §2.1 search-suggest type); a suggestion with a path opens that page.
 */
export function SearchForm({ initial = '', suggest = false, autoFocus = false, scope: scopeName = 'mall' }: { initial?: string; suggest?: boolean; autoFocus?: boolean; scope?: SuggestType }) {
  const box = useSearchCombobox(scopeName, initial, suggest, autoFocus);
  return (
    <form role="search" onSubmit={box.onSubmit} action={box.scope.action} className={styles.form}>
      <label htmlFor={box.inputProps.id} className={styles.hidden}>{box.scope.label}</label>
      <div className={styles.row}>
        <input {...box.inputProps} autoFocus={autoFocus} className={styles.input} />
        <button type="submit" className={styles.submit}>{MallCopy.searchSubmit}</button>
      </div>
      {suggest && <SearchSuggestList box={box} />}
    </form>
  );
}

import { SearchIcon } from '../../shell/icons';
import { shellMessages as m } from '../../shell/messages';
import { SearchSuggestList, useSearchCombobox } from './SearchCombobox';
import styles from './SearchHeaderField.module.css';

/** The desktop header's product search: a combobox with the mall's suggestions as you type (SPEC §2.1 search-suggest). */
export function SearchHeaderField() {
  const box = useSearchCombobox('mall', '', true);
  return (
    <form role="search" action={box.scope.action} method="get" onSubmit={box.onSubmit} className={styles.form}>
      <label htmlFor={box.inputProps.id} className={styles.hidden}>{m.search.label}</label>
      <input {...box.inputProps} placeholder={m.search.placeholder} className={styles.input} />
      <button type="submit" aria-label={m.search.submit} className={styles.submit}><SearchIcon size={20} /></button>
      <SearchSuggestList box={box} floating />
    </form>
  );
}

import { useId } from 'react';
import { useInputTakeover } from '../../hooks/useInputTakeover';
import { MallCopy } from './messages';
import { SEARCH_SCOPE_COPY, type SearchFormProps } from './searchScopeCopy';
import styles from './SearchForm.module.css';

const loadSearchBox = () => import('./SearchBox').then((m) => m.SearchBox);

/**
 * A page's search box. It paints as a plain GET form; the search box with suggestions as you type
 * (SearchBox.tsx) loads after the page has painted and takes over the typed text and the focus.
 */
export function SearchForm(props: SearchFormProps) {
  const { initial = '', autoFocus = false, scope = 'mall' } = props;
  const { plain, takeover } = useInputTakeover(loadSearchBox);
  const id = useId();
  if (takeover) return <takeover.Component {...props} carried={takeover.carried} />;
  const copy = SEARCH_SCOPE_COPY[scope];
  return (
    <form role="search" action={copy.action} method="get" className={styles.form}>
      <label htmlFor={id} className={styles.hidden}>{copy.label}</label>
      <div className={styles.row}>
        <input ref={plain} id={id} name="query" type="search" defaultValue={initial} autoComplete="off" maxLength={50} placeholder={copy.placeholder} autoFocus={autoFocus} className={styles.input} />
        <button type="submit" className={styles.submit}>{MallCopy.searchSubmit}</button>
      </div>
    </form>
  );
}

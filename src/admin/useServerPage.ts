import { useEffect, useRef, useState } from 'react';
import type { DataOf, Endpoint } from '../../contract/endpoint';
import { listKey, useAdmin } from './AdminContext';

interface PageState<T> { key: string; data: T | null; loading: boolean; error: string | null }

/** The first-paint pages already shown, per boot: a later visit to a desk (after a change elsewhere) asks the server again. */
const shown = new WeakMap<object, Set<string>>();
const shownOf = (initial: object): Set<string> => {
  if (!shown.has(initial)) shown.set(initial, new Set());
  return shown.get(initial)!;
};

/**
 * One page of a server-side list (the data grid's paging and filters are the query). The first paint's
 * page comes from what the page server read; every other page, and a reload after an action, is fetched.
 */
export function useServerPage<E extends Endpoint>(endpoint: E, query: Record<string, string | number>) {
  const { api, initial } = useAdmin();
  const key = listKey(endpoint.path, query);
  const fresh = key in initial && !shownOf(initial).has(key);
  const seeded = useRef(fresh ? key : null);
  const [state, setState] = useState<PageState<DataOf<E>>>(() => ({
    key, data: fresh ? (initial[key] as DataOf<E>) : null, loading: !fresh, error: null,
  }));
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (seeded.current === key && version === 0) { shownOf(initial).add(key); return; }
    seeded.current = null;
    let live = true;
    setState((s) => ({ ...s, key, loading: true, error: null }));
    void api(endpoint, { query } as never).then((answer) => {
      if (!live) return;
      setState((s) => (answer.ok ? { key, data: answer.data, loading: false, error: null } : { ...s, loading: false, error: answer.message }));
    });
    return () => { live = false; };
    // The key stands for the query: a new object with the same values asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  return { ...state, reload: () => setVersion((v) => v + 1) };
}

import { useEffect, useState } from 'react';
import type { DataOf, Endpoint } from '../../../contract/endpoint';
import { listKey, useAdmin } from '../AdminContext';

/**
 * One record of a desk (an order, a member, a product) by its `:id` endpoint: the first paint's from the page server,
 * otherwise fetched; `reload` asks again (after an action), `replace` keeps what a save handed back.
 */
export function useDetail<E extends Endpoint>(endpoint: E, id: number) {
  const { api, initial } = useAdmin();
  const seeded = initial[listKey(endpoint.path, { id })] as DataOf<E> | undefined;
  const [state, setState] = useState<{ data: DataOf<E> | null; error: string | null }>({ data: seeded ?? null, error: null });
  const [version, setVersion] = useState(seeded ? 0 : 1);
  useEffect(() => {
    if (version === 0) return;
    let live = true;
    void api(endpoint, { params: { id } } as never).then((answer) => {
      if (live) setState(answer.ok ? { data: answer.data as DataOf<E>, error: null } : { data: null, error: answer.message });
    });
    return () => { live = false; };
  }, [api, endpoint, id, version]);
  return {
    ...state,
    reload: () => setVersion((v) => v + 1),
    replace: (data: DataOf<E>) => setState({ data, error: null }),
  };
}

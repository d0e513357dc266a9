import { useEffect, useState } from 'react';
import type { AdminOrderDetailBody } from '../../../contract/adminOrders';
import { AdminOrderEndpoints } from '../../../contract/endpoints/adminOrders';
import { listKey, useAdmin } from '../AdminContext';

/** One order: the first paint's from the page server, a reload (after an action) fetched. */
export function useOrderDetail(id: number) {
  const { api, initial } = useAdmin();
  const seeded = initial[listKey(AdminOrderEndpoints.detail.path, { id })] as AdminOrderDetailBody | undefined;
  const [state, setState] = useState<{ data: AdminOrderDetailBody | null; error: string | null }>({ data: seeded ?? null, error: null });
  const [version, setVersion] = useState(seeded ? 0 : 1);
  useEffect(() => {
    if (version === 0) return;
    let live = true;
    void api(AdminOrderEndpoints.detail, { params: { id } }).then((answer) => {
      if (live) setState(answer.ok ? { data: answer.data, error: null } : { data: null, error: answer.message });
    });
    return () => { live = false; };
  }, [api, id, version]);
  return { ...state, reload: () => setVersion((v) => v + 1) };
}

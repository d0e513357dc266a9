import { useEffect, useState } from 'react';
import type { AdminProductDetailBody } from '../../../contract/adminCatalog';
import { AdminCatalogEndpoints } from '../../../contract/endpoints/adminCatalog';
import { listKey, useAdmin } from '../AdminContext';

/** One product: the first paint's from the page server, otherwise fetched; a save hands back the stored product. */
export function useProductDetail(id: number) {
  const { api, initial } = useAdmin();
  const seeded = initial[listKey(AdminCatalogEndpoints.detail.path, { id })] as AdminProductDetailBody | undefined;
  const [state, setState] = useState<{ data: AdminProductDetailBody | null; error: string | null }>({ data: seeded ?? null, error: null });
  useEffect(() => {
    if (seeded) return;
    let live = true;
    void api(AdminCatalogEndpoints.detail, { params: { id } }).then((answer) => {
      if (live) setState(answer.ok ? { data: answer.data, error: null } : { data: null, error: answer.message });
    });
    return () => { live = false; };
  }, [api, id, seeded]);
  return { ...state, replace: (data: AdminProductDetailBody) => setState({ data, error: null }) };
}

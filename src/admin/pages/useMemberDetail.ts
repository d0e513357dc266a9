import { useEffect, useState } from 'react';
import type { AdminMemberDetailBody } from '../../../contract/adminMembers';
import { AdminMemberEndpoints } from '../../../contract/endpoints/adminMembers';
import { listKey, useAdmin } from '../AdminContext';

/** One member: the first paint's from the page server, a reload (after a grant) fetched. */
export function useMemberDetail(id: number) {
  const { api, initial } = useAdmin();
  const seeded = initial[listKey(AdminMemberEndpoints.detail.path, { id })] as AdminMemberDetailBody | undefined;
  const [state, setState] = useState<{ data: AdminMemberDetailBody | null; error: string | null }>({ data: seeded ?? null, error: null });
  const [version, setVersion] = useState(seeded ? 0 : 1);
  useEffect(() => {
    if (version === 0) return;
    let live = true;
    void api(AdminMemberEndpoints.detail, { params: { id } }).then((answer) => {
      if (live) setState(answer.ok ? { data: answer.data, error: null } : { data: null, error: answer.message });
    });
    return () => { live = false; };
  }, [api, id, version]);
  return { ...state, reload: () => setVersion((v) => v + 1) };
}

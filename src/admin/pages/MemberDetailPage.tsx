import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAdmin } from '../AdminContext';
import { memberIdAt } from '../desks';
import { AdminCopy, MemberDeskCopy as C } from '../messages';
import { GrantCouponDialog, GrantCreditDialog } from './GrantDialogs';
import { MemberSections } from './MemberSections';
import { AdminMemberEndpoints } from '../../../contract/endpoints/adminMembers';
import { useDetail } from './useDetail';

/** 會員資料: her profile, orders, coupons and credit, and 發放購物金 / 發放折價券 (each with a reason, audited). */
export function MemberDetailPage() {
  const { path, navigate } = useAdmin();
  const id = memberIdAt(path) ?? 0;
  const { data, error, reload } = useDetail(AdminMemberEndpoints.detail, id);
  const [granting, setGranting] = useState<'credit' | 'coupon' | null>(null);
  const back = (
    <Link href="/admin/members" onClick={(event) => { event.preventDefault(); navigate('/admin/members'); }}>{C.BACK_TO_MEMBERS}</Link>
  );
  if (!data) return <>{back}{error && <Typography color="error" role="alert">{error}</Typography>}</>;
  const done = () => { setGranting(null); reload(); };
  return (
    <>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{AdminCopy.MEMBER_DETAIL} {data.email}</Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => setGranting('credit')}>{C.GRANT_CREDIT}</Button>
        <Button variant="outlined" onClick={() => setGranting('coupon')}>{C.GRANT_COUPON}</Button>
      </Box>
      <MemberSections member={data} />
      <GrantCreditDialog member={data} open={granting === 'credit'} onClose={() => setGranting(null)} onGranted={done} />
      <GrantCouponDialog member={data} open={granting === 'coupon'} onClose={() => setGranting(null)} onGranted={done} />
    </>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminCouponRow, AdminPromotionCodeRow } from '../../../contract/adminCoupons';
import { AdminCouponEndpoints } from '../../../contract/endpoints/adminCoupons';
import { AdminCopy, CouponDeskCopy as C } from '../messages';
import { useServerPage } from '../useServerPage';
import { AdminGrid, ntd, taipeiTime, usePaging } from './AdminGrid';
import { CreateCouponDialog } from './CreateCouponDialog';

const day = (at: number) => taipeiTime(at).slice(0, 10);
// A coupon is usable until the moment before `expires_at`: its last day is the day before at 00:00 Taipei.
const window = (startsAt: number, expiresAt: number) => `${day(startsAt)} ~ ${day(expiresAt - 1)}`;

const COUPON_COLUMNS: GridColDef<AdminCouponRow>[] = [
  { field: 'title', headerName: C.TITLE, flex: 1, minWidth: 200, sortable: false },
  { field: 'value', headerName: C.TERMS, width: 110, sortable: false, valueGetter: (_v, row) => (row.kind === 'percent' ? C.PERCENT_PAID(row.value) : C.AMOUNT_OFF(ntd(row.value))) },
  { field: 'min_spend', headerName: C.MIN_SPEND, width: 110, sortable: false, valueFormatter: (value: number) => ntd(value) },
  { field: 'scope', headerName: C.SCOPE, width: 120, sortable: false, valueGetter: (_v, row) => (row.scope.length ? row.scope.join('、') : C.WHOLE_SHOP) },
  { field: 'starts_at', headerName: C.WINDOW, width: 200, sortable: false, valueGetter: (_v, row) => window(row.starts_at, row.expires_at) },
  { field: 'codes', headerName: C.CODES, width: 130, sortable: false, valueGetter: (_v, row) => row.codes.join('、') || '—' },
  { field: 'claimed', headerName: C.CLAIMED, width: 80, sortable: false },
  { field: 'used', headerName: C.USED, width: 80, sortable: false },
];

const CODE_COLUMNS: GridColDef<AdminPromotionCodeRow>[] = [
  { field: 'code', headerName: C.CODES, width: 150, sortable: false },
  { field: 'coupon_title', headerName: C.TITLE, flex: 1, minWidth: 200, sortable: false },
  { field: 'starts_at', headerName: C.WINDOW, width: 200, sortable: false, valueGetter: (_v, row) => window(row.starts_at, row.expires_at) },
  { field: 'total_limit', headerName: C.LIMIT, width: 100, sortable: false, valueGetter: (_v, row) => (row.total_limit === null ? C.NO_LIMIT : row.total_limit) },
  { field: 'claimed', headerName: C.CLAIMED, width: 80, sortable: false },
  { field: 'used', headerName: C.USED, width: 80, sortable: false },
];

/** 優惠券管理: the coupons and the promotion codes, each paged by the server, with how many were claimed and used. */
export function CouponsPage() {
  const [couponPaging, setCouponPaging] = usePaging();
  const [codePaging, setCodePaging] = usePaging();
  const coupons = useServerPage(AdminCouponEndpoints.list, { page: couponPaging.page, page_size: couponPaging.pageSize });
  const codes = useServerPage(AdminCouponEndpoints.codes, { page: codePaging.page, page_size: codePaging.pageSize });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{AdminCopy.COUPONS}</Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>{C.CREATE}</Button>
      </Box>
      {coupons.error && <Typography color="error" role="alert">{coupons.error}</Typography>}
      <AdminGrid label={AdminCopy.COUPONS} rows={coupons.data?.rows ?? []} total={coupons.data?.total ?? 0} columns={COUPON_COLUMNS} loading={coupons.loading}
        paging={{ model: couponPaging, onChange: setCouponPaging }} />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>{C.CODES}</Typography>
      {codes.error && <Typography color="error" role="alert">{codes.error}</Typography>}
      <AdminGrid label={C.CODES} rows={codes.data?.rows ?? []} total={codes.data?.total ?? 0} columns={CODE_COLUMNS} loading={codes.loading}
        paging={{ model: codePaging, onChange: setCodePaging }} />
      <CreateCouponDialog open={creating} onClose={() => setCreating(false)} onCreated={() => { setCreating(false); coupons.reload(); codes.reload(); }} />
    </>
  );
}

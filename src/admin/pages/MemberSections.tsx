import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminMemberDetailBody } from '../../../contract/adminMembers';
import { formatTaiwanMobile } from '../../domain/contact/taiwanMobile';
import { useAdmin } from '../AdminContext';
import { MemberDeskCopy as C } from '../messages';
import { ntd, taipeiTime } from './AdminGrid';
import { Rows, Section } from './OrderSections';

const day = (at: number) => taipeiTime(at).slice(0, 10);
/** A ledger amount with its sign before the currency: -NT$100 spent or expired. */
const signed = (amount: number) => (amount < 0 ? `-${ntd(-amount)}` : ntd(amount));
const couponTerms = (c: AdminMemberDetailBody['coupons'][number]) => (c.kind === 'percent' ? `${c.value % 10 === 0 ? c.value / 10 : c.value} 折` : ntd(c.value));

/** The member's parts: profile, latest orders (each opens in 訂單管理), coupons, credit and its ledger. */
export function MemberSections({ member }: { member: AdminMemberDetailBody }) {
  const { navigate } = useAdmin();
  const open = (path: string) => (event: React.MouseEvent) => { event.preventDefault(); navigate(path); };
  const { credit } = member;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}><Section title={C.PROFILE}>
        <Typography>{member.nickname}．{member.email}</Typography>
        <Typography>{C.MOBILE} {member.mobile ? formatTaiwanMobile(member.mobile) : '—'}</Typography>
        <Typography color="text.secondary">
          {member.email_verified ? C.VERIFIED : C.UNVERIFIED}{member.social_only ? `．${C.SOCIAL_ONLY}` : ''}．{C.JOINED} {taipeiTime(member.created_at)}
        </Typography>
      </Section></Grid>
      <Grid size={{ xs: 12, md: 6 }}><Section title={C.CREDIT}>
        <Typography variant="subtitle1" data-testid="member-credit-balance">{C.BALANCE(ntd(credit.balance))}</Typography>
        {credit.entries.length === 0 ? <Typography color="text.secondary">{C.NO_CREDIT}</Typography> : (
          <Rows head={['時間', '原因', '金額', '到期']} rows={credit.entries.map((e) => [
            taipeiTime(e.created_at), e.order_number ? `${e.reason_label}（${e.order_number}）` : e.reason_label, signed(e.amount), e.expires_at ? day(e.expires_at) : C.NEVER,
          ])} />
        )}
      </Section></Grid>
      <Grid size={12}><Section title={`訂單．${C.ORDERS_OF(member.orders.length, member.order_count)}`}>
        {member.orders.length === 0 ? <Typography color="text.secondary">{C.NO_ORDERS}</Typography> : (
          <Rows head={['訂單編號', '下單時間', '狀態', '金額']} rows={member.orders.map((o) => [
            <Link key={o.id} href={`/admin/orders/${o.id}`} onClick={open(`/admin/orders/${o.id}`)}>{o.number}</Link>,
            taipeiTime(o.created_at), o.status_label, ntd(o.total),
          ])} />
        )}
      </Section></Grid>
      <Grid size={12}><Section title={C.COUPONS}>
        {member.coupons.length === 0 ? <Typography color="text.secondary">{C.NO_COUPONS}</Typography> : (
          <Rows head={['折價券', '折扣', '最低消費', '狀態', '到期', '使用於']} rows={member.coupons.map((c) => [
            c.title, couponTerms(c), ntd(c.min_spend), C.COUPON_STATES[c.state] ?? c.state, day(c.expires_at), c.order?.number ?? '—',
          ])} />
        )}
      </Section></Grid>
    </Grid>
  );
}

import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminMemberDetailBody } from '../../../contract/adminMembers';
import { AdminMemberEndpoints } from '../../../contract/endpoints/adminMembers';
import { useAdmin } from '../AdminContext';
import { MemberDeskCopy as C } from '../messages';
import { ntd, taipeiTime } from './AdminGrid';
import { ConfirmDialog } from './ConfirmDialog';

type Props = { member: AdminMemberDetailBody; open: boolean; onClose: () => void; onGranted: () => void };
type Field = { name: string; label: string; value: string; set: (value: string) => void; select?: [string, string][]; number?: boolean };

/** A grant's form: its fields with the server's message under each; nothing is sent twice while it answers. */
function GrantForm(props: Props & { title: string; body: string; fields: Field[]; send: () => Promise<{ ok: true; text: string } | { ok: false; message: string; fields: Record<string, string> }> }) {
  const { notify } = useAdmin();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => { setErrors({}); props.onClose(); };
  const confirm = async () => {
    const answer = await props.send();
    if (!answer.ok) {
      setErrors(answer.fields);
      return { message: answer.message, fields: {} };
    }
    setErrors({});
    notify({ severity: 'success', text: answer.text });
    props.onGranted();
    return null;
  };
  return (
    <ConfirmDialog open={props.open} title={props.title} confirmLabel={C.GRANT} onClose={close} onConfirm={confirm}
      body={(
        <>
          <DialogContentText>{props.body}</DialogContentText>
          {props.fields.map((f) => (
            <TextField key={f.name} fullWidth margin="dense" name={f.name} label={f.label} value={f.value} select={Boolean(f.select)}
              multiline={f.name === 'reason'} slotProps={f.number ? { htmlInput: { inputMode: 'numeric' } } : undefined}
              error={Boolean(errors[f.name])} helperText={errors[f.name] ?? ' '} onChange={(event) => f.set(event.target.value)}>
              {f.select?.map(([value, text]) => <MenuItem key={value} value={value}>{text}</MenuItem>)}
            </TextField>
          ))}
        </>
      )} />
  );
}

/** 發放購物金: an amount and the reason (kept in the audit log). */
export function GrantCreditDialog(props: Props) {
  const { api } = useAdmin();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const send = async () => {
    const answer = await api(AdminMemberEndpoints.grantCredit, { params: { id: props.member.id }, body: { amount: amount.trim(), reason } });
    if (!answer.ok) return answer;
    setAmount('');
    setReason('');
    return { ok: true as const, text: C.CREDIT_GRANTED(ntd(answer.data.amount)) };
  };
  return (
    <GrantForm {...props} title={C.GRANT_CREDIT} body={C.GRANT_CREDIT_BODY(props.member.email)} send={send} fields={[
      { name: 'amount', label: C.AMOUNT, value: amount, set: setAmount, number: true },
      { name: 'reason', label: C.GRANT_REASON, value: reason, set: setReason },
    ]} />
  );
}

/** 發放折價券: one of the shop's coupons still open to use, and the reason. */
export function GrantCouponDialog(props: Props) {
  const { api } = useAdmin();
  const [couponId, setCouponId] = useState('');
  const [reason, setReason] = useState('');
  const options = props.member.coupon_options.map((c): [string, string] => [String(c.id), `${c.title}（${C.EXPIRES(taipeiTime(c.expires_at).slice(0, 10))}）`]);
  const send = async () => {
    const answer = await api(AdminMemberEndpoints.grantCoupon, { params: { id: props.member.id }, body: { coupon_id: couponId, reason } });
    if (!answer.ok) return answer;
    setCouponId('');
    setReason('');
    return { ok: true as const, text: C.COUPON_GRANTED(answer.data.title) };
  };
  return (
    <GrantForm {...props} title={C.GRANT_COUPON} body={C.GRANT_COUPON_BODY(props.member.email)} send={send} fields={[
      { name: 'coupon_id', label: C.COUPON, value: couponId, set: setCouponId, select: options },
      { name: 'reason', label: C.GRANT_REASON, value: reason, set: setReason },
    ]} />
  );
}

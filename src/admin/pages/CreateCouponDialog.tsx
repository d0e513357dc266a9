import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdminCouponEndpoints } from '../../../contract/endpoints/adminCoupons';
import { useAdmin } from '../AdminContext';
import { AdminCopy, CouponDeskCopy as C } from '../messages';
import { ConfirmDialog } from './ConfirmDialog';

type Values = { title: string; kind: 'amount' | 'percent'; value: string; min_spend: string; starts_on: string; ends_on: string; code: string; code_limit: string };
const EMPTY: Values = { title: '', kind: 'amount', value: '', min_spend: '0', starts_on: '', ends_on: '', code: '', code_limit: '' };
const FIELDS: [keyof Values, string][] = [
  ['value', C.VALUE], ['min_spend', C.MIN_SPEND], ['starts_on', C.STARTS_ON], ['ends_on', C.ENDS_ON], ['code', C.CODE], ['code_limit', C.CODE_LIMIT],
];

/** The body as the endpoint reads it: blanks of the optional code and limit left out, numbers as typed (the server parses them). */
function bodyOf(v: Values) {
  return {
    title: v.title, kind: v.kind, value: v.value.trim(), min_spend: v.min_spend.trim(), starts_on: v.starts_on, ends_on: v.ends_on,
    ...(v.code.trim() ? { code: v.code } : {}), ...(v.code_limit.trim() ? { code_limit: v.code_limit.trim() } : {}),
  };
}

/** 新增折價券: its terms and window, and optionally a promotion code with a claim limit; the server's messages under the fields. */
export function CreateCouponDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { api, notify } = useAdmin();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const close = () => { setFields({}); setValues(EMPTY); onClose(); };
  const create = async () => {
    const answer = await api(AdminCouponEndpoints.create, { body: bodyOf(values) });
    if (!answer.ok) {
      setFields(answer.fields);
      return { message: answer.message, fields: {} };
    }
    notify({ severity: 'success', text: C.CREATED(answer.data.title) });
    setFields({});
    setValues(EMPTY);
    onCreated();
    return null;
  };
  const set = (name: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const field = (name: keyof Values, label: string) => (
    <TextField key={name} fullWidth margin="dense" size="small" name={name} label={label} value={values[name]} onChange={set(name)}
      placeholder={name.endsWith('_on') ? AdminCopy.DAY_HINT : undefined} slotProps={name.endsWith('_on') ? { inputLabel: { shrink: true } } : undefined}
      error={Boolean(fields[name])} helperText={fields[name] ?? ' '} />
  );
  return (
    <ConfirmDialog open={open} title={C.CREATE} confirmLabel={AdminCopy.CREATE} onClose={close} onConfirm={create}
      body={(
        <>
          {field('title', C.TITLE)}
          <TextField select fullWidth margin="dense" size="small" name="kind" label={C.KIND} value={values.kind} onChange={set('kind')}
            error={Boolean(fields.kind)} helperText={fields.kind ?? ' '}>
            <MenuItem value="amount">{C.KIND_AMOUNT}</MenuItem>
            <MenuItem value="percent">{C.KIND_PERCENT}</MenuItem>
          </TextField>
          {FIELDS.map(([name, label]) => field(name, label))}
        </>
      )} />
  );
}

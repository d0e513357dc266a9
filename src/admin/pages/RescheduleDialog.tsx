import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { AdminDealRow } from '../../../contract/adminDeals';
import { AdminDealEndpoints } from '../../../contract/endpoints/adminDeals';
import { useAdmin } from '../AdminContext';
import { DealCopy } from '../dealCopy';
import { ConfirmDialog } from './ConfirmDialog';
import { taipeiInput } from './dealTime';

/** 修改時間: the deal's start and end in Taipei time (mounted per deal); the server's messages show under the fields. */
export function RescheduleDialog({ deal, onClose, onDone }: { deal: AdminDealRow; onClose: () => void; onDone: () => void }) {
  const { api, notify } = useAdmin();
  const [values, setValues] = useState(() => ({ starts_at: taipeiInput(deal.starts_at), ends_at: taipeiInput(deal.ends_at) }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = async () => {
    const answer = await api(AdminDealEndpoints.reschedule, { params: { id: deal.id }, body: values });
    if (answer.ok) {
      notify({ severity: 'success', text: DealCopy.RESCHEDULED });
      onDone();
      return null;
    }
    setFields(answer.fields);
    return { message: answer.message, fields: {} };
  };
  const field = (name: 'starts_at' | 'ends_at', label: string) => (
    <TextField fullWidth margin="dense" name={name} label={label} value={values[name]} placeholder={DealCopy.TIME_HINT}
      error={Boolean(fields[name])} helperText={fields[name] ?? ' '} onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))} />
  );
  return (
    <ConfirmDialog open title={DealCopy.RESCHEDULE_TITLE} confirmLabel={DealCopy.SAVE} onClose={onClose} onConfirm={save}
      body={<>{field('starts_at', DealCopy.STARTS_AT)}{field('ends_at', DealCopy.ENDS_AT)}</>} />
  );
}

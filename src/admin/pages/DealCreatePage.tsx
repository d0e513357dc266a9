import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminDealEndpoints } from '../../../contract/endpoints/adminDeals';
import { useAdmin } from '../AdminContext';
import { DealCopy } from '../dealCopy';
import { useServerPage } from '../useServerPage';
import { LineTable, OptionPicker, type DraftLine } from './DealLines';
import { defaultWindow } from './dealTime';

type Values = { title: string; description: string; branch_id: string; starts_at: string; ends_at: string; preview: boolean };

/** The branches come with the list's first page (one row): the page server reads the same for the first paint. */
export const BRANCHES_QUERY = { page: 0, page_size: 1 } as const;

/** 新增團購: title, text, branch, Taipei start and end, preview, and the options it sells at its group prices. */
export function DealCreatePage() {
  const { api, navigate, notify } = useAdmin();
  const branches = useServerPage(AdminDealEndpoints.list, BRANCHES_QUERY).data?.branches ?? [];
  const [values, setValues] = useState<Values>(() => ({ title: '', description: '', branch_id: '', preview: true, ...defaultWindow() }));
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = { ...values, branch_id: Number(values.branch_id), lines: lines.map((l) => ({ option_id: l.option.option_id, price: Number(l.price), stock: Number(l.stock) })) };
    const answer = await api(AdminDealEndpoints.create, { body });
    setBusy(false);
    if (!answer.ok) return setFields({ ...answer.fields, ...(Object.keys(answer.fields).length === 0 ? { _: answer.message } : {}) });
    notify({ severity: 'success', text: DealCopy.CREATED(answer.data.id) });
    navigate('/admin/group-buys');
  };
  const text = (name: 'title' | 'description' | 'starts_at' | 'ends_at', label: string, extra: object = {}) => (
    <TextField fullWidth margin="dense" name={name} label={label} value={values[name]} onChange={set(name)}
      error={Boolean(fields[name])} helperText={fields[name] ?? ' '} {...extra} />
  );
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Link href="/admin/group-buys" onClick={(event) => { event.preventDefault(); navigate('/admin/group-buys'); }}>{DealCopy.BACK_TO_DEALS}</Link>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>{DealCopy.CREATE_DEAL}</Typography>
      <Paper sx={{ p: 2, mb: 2, maxWidth: 720 }}>
        {text('title', DealCopy.TITLE)}
        {text('description', DealCopy.DESCRIPTION, { multiline: true, minRows: 3 })}
        <TextField select fullWidth margin="dense" name="branch_id" label={DealCopy.BRANCH} value={values.branch_id}
          onChange={(event) => { setValues((v) => ({ ...v, branch_id: event.target.value })); setLines([]); }}
          error={Boolean(fields.branch_id)} helperText={fields.branch_id ?? ' '}>
          {branches.map((b) => <MenuItem key={b.id} value={String(b.id)}>{b.name}</MenuItem>)}
        </TextField>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {text('starts_at', DealCopy.STARTS_AT, { placeholder: DealCopy.TIME_HINT })}
          {text('ends_at', DealCopy.ENDS_AT, { placeholder: DealCopy.TIME_HINT })}
        </Box>
        <FormControlLabel label={DealCopy.PREVIEW}
          control={<Checkbox name="preview" checked={values.preview} onChange={(event) => setValues((v) => ({ ...v, preview: event.target.checked }))} />} />
      </Paper>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>{DealCopy.PRODUCTS}</Typography>
        <LineTable lines={lines} fields={fields} onRemove={(i) => setLines((ls) => ls.filter((_, at) => at !== i))}
          onChange={(i, change) => setLines((ls) => ls.map((l, at) => (at === i ? { ...l, ...change } : l)))} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{DealCopy.PICK_TITLE}</Typography>
        <OptionPicker branchId={values.branch_id} chosen={lines}
          onAdd={(option) => setLines((ls) => [...ls, { option, price: String(option.original_price), stock: String(Math.max(option.stock, 1)) }])} />
      </Paper>
      {fields._ && <Typography color="error" role="alert">{fields._}</Typography>}
      <Button type="submit" variant="contained" disabled={busy}>{DealCopy.CREATE_DEAL}</Button>
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DealOptionRow } from '../../../contract/adminDeals';
import { AdminDealEndpoints } from '../../../contract/endpoints/adminDeals';
import { useAdmin } from '../AdminContext';
import { DealCopy } from '../dealCopy';
import { ntd } from './AdminGrid';

/** A line of the new deal: the chosen option, its group price and stock as typed. */
export interface DraftLine { option: DealOptionRow; price: string; stock: string }

/** 加入商品: the branch's options (searched by the server), each added once at its 原價 until staff type the group price. */
export function OptionPicker({ branchId, chosen, onAdd }: { branchId: string; chosen: readonly DraftLine[]; onAdd: (option: DealOptionRow) => void }) {
  const { api } = useAdmin();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<DealOptionRow[]>([]);
  const find = async () => {
    const answer = await api(AdminDealEndpoints.options, { query: { branch_id: Number(branchId), ...(text.trim() ? { text: text.trim() } : {}) } });
    setRows(answer.ok ? answer.data.rows : []);
  };
  if (!branchId) return <Typography color="text.secondary">{DealCopy.PICK_HINT}</Typography>;
  const taken = new Set(chosen.map((l) => l.option.option_id));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <TextField size="small" label={DealCopy.PICK_SEARCH} name="pick" value={text} onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void find(); } }} />
        <Button variant="outlined" onClick={() => void find()}>{DealCopy.PICK_SEARCH}</Button>
      </Box>
      <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
      <Table size="small" aria-label={DealCopy.PICK_TITLE}>
        <TableBody>
          {rows.map((o) => (
            <TableRow key={o.option_id}>
              <TableCell>{o.product_title}</TableCell><TableCell>{o.size}</TableCell>
              <TableCell>{DealCopy.LIST_PRICE} {ntd(o.original_price)}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{DealCopy.FROM_DEAL} #{o.group_buy_id}</TableCell>
              <TableCell><Button size="small" disabled={taken.has(o.option_id)} onClick={() => onAdd(o)}>{DealCopy.ADD}</Button></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
    </Box>
  );
}

/** The deal's lines with their group price and stock; the server's message for a line shows beside it. */
export function LineTable({ lines, fields, onChange, onRemove }: {
  lines: readonly DraftLine[]; fields: Record<string, string>; onChange: (i: number, change: Partial<DraftLine>) => void; onRemove: (i: number) => void;
}) {
  if (lines.length === 0) return <Typography color={fields.lines ? 'error' : 'text.secondary'} role={fields.lines ? 'alert' : undefined}>{fields.lines ?? DealCopy.NO_LINES}</Typography>;
  return (
    <Table size="small" aria-label={DealCopy.PRODUCTS}>
      <TableHead><TableRow>{[DealCopy.PRODUCTS, DealCopy.SIZE, DealCopy.LIST_PRICE, DealCopy.GROUP_PRICE, DealCopy.STOCK, ''].map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={line.option.option_id}>
            <TableCell>{line.option.product_title}{fields[`lines.${i}.option_id`] && <Typography color="error" variant="body2">{fields[`lines.${i}.option_id`]}</Typography>}</TableCell>
            <TableCell>{line.option.size}</TableCell>
            <TableCell>{ntd(line.option.original_price)}</TableCell>
            <TableCell><TextField size="small" name={`lines.${i}.price`} label={DealCopy.GROUP_PRICE} value={line.price} inputMode="numeric"
              error={Boolean(fields[`lines.${i}.price`])} helperText={fields[`lines.${i}.price`] ?? ' '} onChange={(event) => onChange(i, { price: event.target.value })} /></TableCell>
            <TableCell><TextField size="small" name={`lines.${i}.stock`} label={DealCopy.STOCK} value={line.stock} inputMode="numeric" sx={{ width: 100 }}
              helperText=" " onChange={(event) => onChange(i, { stock: event.target.value })} /></TableCell>
            <TableCell><Button size="small" onClick={() => onRemove(i)}>{DealCopy.REMOVE}</Button></TableCell>
          </TableRow>
        ))}
      </TableBody>
      {fields.lines && <caption><Typography color="error" role="alert">{fields.lines}</Typography></caption>}
    </Table>
  );
}

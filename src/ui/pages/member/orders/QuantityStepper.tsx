import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, type ChangeEvent } from 'react';
import { visuallyHidden } from '../../../shell/visuallyHidden';
import { OrdersCopy } from './ordersCopy';

/** − n + between 0 and max; the number is a labelled input too, kept inside the range. */
export function QuantityStepper({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const id = useId();
  const set = (n: number) => onChange(Math.min(max, Math.max(0, Number.isFinite(n) ? Math.trunc(n) : 0)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <label htmlFor={id} style={visuallyHidden}>{label}</label>
      <IconButton size="small" aria-label={`${OrdersCopy.LESS}：${label}`} disabled={value <= 0} onClick={() => set(value - 1)} sx={{ border: 1, borderColor: 'divider', width: 32, height: 32, fontSize: 18 }}><span aria-hidden="true">−</span></IconButton>
      <Box component="input" id={id} type="number" inputMode="numeric" min={0} max={max} value={value} onChange={(e: ChangeEvent<HTMLInputElement>) => set(Number(e.target.value))}
        sx={{ width: 48, height: 32, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 15 }} />
      <IconButton size="small" aria-label={`${OrdersCopy.MORE}：${label}`} disabled={value >= max} onClick={() => set(value + 1)} sx={{ border: 1, borderColor: 'divider', width: 32, height: 32, fontSize: 18 }}><span aria-hidden="true">+</span></IconButton>
    </Box>
  );
}

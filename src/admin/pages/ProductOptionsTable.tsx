import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ProductCopy } from '../messages';

export const FIGURES = ['current_price', 'discount_price', 'original_price', 'stock', 'purchase_limit'] as const;
export type Figure = (typeof FIGURES)[number];
/** An option as the form holds it: its figures as typed. */
export type OptionDraft = { id: number; size: string } & Record<Figure, string>;

const LABELS: Record<Figure, string> = {
  current_price: ProductCopy.PRICE, discount_price: ProductCopy.DISCOUNT, original_price: ProductCopy.LIST_PRICE,
  stock: ProductCopy.STOCK, purchase_limit: ProductCopy.LIMIT,
};

/** Each option a row of fields; the server's message for a field shows under it (`options.2.stock`). */
export function ProductOptionsTable(props: { options: OptionDraft[]; fields: Record<string, string>; onChange: (index: number, figure: Figure, value: string) => void }) {
  return (
    <Table size="small" aria-label={ProductCopy.SIZE} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{ProductCopy.SIZE}</TableCell>
          {FIGURES.map((figure) => <TableCell key={figure}>{LABELS[figure]}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.options.map((option, index) => (
          <TableRow key={option.id} data-testid={`option-${option.id}`}>
            <TableCell sx={{ minWidth: 140 }}>{option.size}</TableCell>
            {FIGURES.map((figure) => {
              const error = props.fields[`options.${index}.${figure}`];
              return (
                <TableCell key={figure} sx={{ verticalAlign: 'top' }}>
                  <TextField size="small" value={option[figure]} name={`${figure}-${option.id}`} error={Boolean(error)} helperText={error}
                    slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${option.size} ${LABELS[figure]}` } }}
                    onChange={(event) => props.onChange(index, figure, event.target.value)} sx={{ width: 130 }} />
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

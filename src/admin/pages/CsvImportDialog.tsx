import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductImportBody } from '../../../contract/adminCatalog';
import { AdminCatalogEndpoints } from '../../../contract/endpoints/adminCatalog';
import { useAdmin } from '../AdminContext';
import { AdminCopy, ProductCopy } from '../messages';

/** 匯入 CSV: the chosen file is checked first (a dry run lists every refusal); only a clean file can be applied, all at once. */
export function CsvImportDialog(props: { open: boolean; onClose: () => void; onImported: () => void }) {
  const { api, notify } = useAdmin();
  const [text, setText] = useState<string | null>(null);
  const [report, setReport] = useState<ProductImportBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => { setText(null); setReport(null); setError(null); props.onClose(); };
  const send = async (csv: string, dryRun: boolean) => {
    setBusy(true);
    const answer = await api(AdminCatalogEndpoints.importCsv, { query: { dry_run: dryRun ? '1' : '0' }, body: csv });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setReport(answer.data);
    if (answer.data.applied) {
      notify({ severity: 'success', text: ProductCopy.IMPORTED(answer.data.changed) });
      props.onImported();
      close();
    }
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const csv = await file.text();
    setText(csv);
    await send(csv, true);
  };
  const clean = report !== null && report.refusals.length === 0;
  return (
    <Dialog open={props.open} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>{ProductCopy.IMPORT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{ProductCopy.IMPORT_HINT}</DialogContentText>
        <Button variant="outlined" component="label" disabled={busy}>
          {ProductCopy.CHOOSE_FILE}
          <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void choose(event)} />
        </Button>
        {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
        {report && <ImportReport report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{AdminCopy.CANCEL}</Button>
        <Button variant="contained" disabled={!clean || busy || !text} onClick={() => void send(text!, false)}>{ProductCopy.APPLY}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the check found: how many rows change, or every refusal with its row, column and reason. */
function ImportReport({ report }: { report: ProductImportBody }) {
  if (report.refusals.length === 0) return <Alert severity="info" sx={{ mt: 2 }}>{ProductCopy.CHECKED(report.rows, report.changed)}</Alert>;
  return (
    <>
      <Alert severity="error" sx={{ mt: 2, mb: 1 }}>{ProductCopy.REFUSED(report.refusals.length)}</Alert>
      <Table size="small" aria-label={ProductCopy.IMPORT_TITLE}>
        <TableHead><TableRow><TableCell>{ProductCopy.ROW}</TableCell><TableCell>{ProductCopy.COLUMN}</TableCell><TableCell>{ProductCopy.REASON}</TableCell></TableRow></TableHead>
        <TableBody>
          {report.refusals.map((r, i) => (
            <TableRow key={i}><TableCell>{r.row}</TableCell><TableCell>{ProductCopy.COLUMNS[r.column] ? `${ProductCopy.COLUMNS[r.column]}（${r.column}）` : r.column}</TableCell><TableCell>{r.reason}</TableCell></TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminProductDetailBody } from '../../../contract/adminCatalog';
import { AdminCatalogEndpoints } from '../../../contract/endpoints/adminCatalog';
import { useAdmin } from '../AdminContext';
import { productIdAt } from '../desks';
import { ProductCopy } from '../messages';
import { FIGURES, ProductOptionsTable, type Figure, type OptionDraft } from './ProductOptionsTable';
import { useDetail } from './useDetail';

type Draft = { title: string; is_adult_only: boolean; options: OptionDraft[] };

const draftOf = (p: AdminProductDetailBody): Draft => ({
  title: p.title, is_adult_only: p.is_adult_only,
  options: p.options.map((o) => ({ id: o.id, size: o.size, ...Object.fromEntries(FIGURES.map((f) => [f, o[f] === null ? '' : String(o[f])])) } as OptionDraft)),
});
/** A typed figure as sent: blank is null (a 優惠價 left out; anywhere else the server says what is missing). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** 商品明細: the title, the group-buy's 18 禁 flag and each option's figures; the server checks and answers per field. */
export function ProductDetailPage() {
  const { api, path, navigate, notify } = useAdmin();
  const id = productIdAt(path) ?? 0;
  const { data, error, replace } = useDetail(AdminCatalogEndpoints.detail, id);
  const [draft, setDraft] = useState<Draft | null>(data ? draftOf(data) : null);
  const [problems, setProblems] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  if (data && !draft) setDraft(draftOf(data));
  const back = <Link href="/admin/products" onClick={(event) => { event.preventDefault(); navigate('/admin/products'); }}>{ProductCopy.BACK}</Link>;
  if (!data || !draft) return <>{back}{error && <Typography color="error" role="alert">{error}</Typography>}</>;
  const change = (index: number, figure: Figure, value: string) =>
    setDraft({ ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, [figure]: value } : o)) });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const options = draft.options.map((o) => ({ id: o.id, ...Object.fromEntries(FIGURES.map((f) => [f, numberOf(o[f])])) }));
    const answer = await api(AdminCatalogEndpoints.update, { params: { id }, body: { title: draft.title, is_adult_only: draft.is_adult_only, options } as never });
    setBusy(false);
    if (!answer.ok) return setProblems({ message: answer.message, fields: answer.fields });
    setProblems(null);
    replace(answer.data);
    setDraft(draftOf(answer.data));
    notify({ severity: 'success', text: ProductCopy.SAVED });
  };
  const fields = problems?.fields ?? {};
  return (
    <Box component="form" onSubmit={save} noValidate>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{ProductCopy.PRODUCT_DETAIL} #{data.id}</Typography>
        <Box sx={{ flex: 1 }} />
        <Link href={data.shop_path} target="_blank" rel="noopener">{ProductCopy.SHOP_PAGE}</Link>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ProductCopy.GROUP_BUY}：{data.group_buy.title}．{ProductCopy.BRAND}：{data.group_buy.brand}．{ProductCopy.CATEGORY}：{data.group_buy.category}
      </Typography>
      <TextField label={ProductCopy.TITLE} name="title" value={draft.title} fullWidth sx={{ mb: 2 }} error={Boolean(fields.title)} helperText={fields.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
      <FormControlLabel sx={{ mb: 2 }} label={`${ProductCopy.ADULT_ONLY}．${ProductCopy.ADULT_NOTE(data.group_buy.products)}`} control={
        <Switch checked={draft.is_adult_only} onChange={(event) => setDraft({ ...draft, is_adult_only: event.target.checked })} />
      } />
      <ProductOptionsTable options={draft.options} fields={fields} onChange={change} />
      {problems && <Typography color="error" role="alert" sx={{ mb: 2 }}>{problems.message}</Typography>}
      <Button type="submit" variant="contained" disabled={busy}>{ProductCopy.SAVE}</Button>
    </Box>
  );
}

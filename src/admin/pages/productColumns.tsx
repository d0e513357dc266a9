import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminProductRow } from '../../../contract/adminCatalog';
import { LOW_STOCK_AT } from '../../../contract/adminCatalogRequests';
import { ProductCopy } from '../messages';
import { ntd } from './AdminGrid';

/** The products list's columns; the title opens the product's form (a link, so it also opens in a new tab). */
export function productColumns(navigate: (path: string) => void): GridColDef<AdminProductRow>[] {
  return [
    { field: 'id', headerName: ProductCopy.NUMBER, width: 70 },
    { field: 'title', headerName: ProductCopy.TITLE, flex: 1, minWidth: 170, renderCell: ({ row }) => (
      <span>
        <Link href={`/admin/products/${row.id}`} onClick={(event) => { event.preventDefault(); navigate(`/admin/products/${row.id}`); }}>{row.title}</Link>
        {row.status !== 'active' && <Chip label={ProductCopy.DISCONTINUED} size="small" sx={{ ml: 1 }} />}
        {row.is_adult_only && <Chip label={ProductCopy.ADULT} size="small" color="warning" sx={{ ml: 1 }} />}
      </span>
    ) },
    { field: 'group_buy_title', headerName: ProductCopy.GROUP_BUY, flex: 1, minWidth: 150, sortable: false },
    { field: 'brand', headerName: ProductCopy.BRAND, width: 110, sortable: false },
    { field: 'category', headerName: ProductCopy.CATEGORY, width: 100, sortable: false },
    { field: 'options', headerName: ProductCopy.OPTIONS, width: 70, sortable: false },
    { field: 'price', headerName: ProductCopy.PRICE_FROM, width: 100, valueFormatter: (value: number) => ntd(value) },
    { field: 'stock', headerName: ProductCopy.STOCK, width: 80 },
    { field: 'min_stock', headerName: ProductCopy.MIN_STOCK, width: 100, sortable: false, renderCell: ({ row }) => (
      row.min_stock <= LOW_STOCK_AT ? <Chip label={row.min_stock} size="small" color="error" variant="outlined" /> : row.min_stock
    ) },
  ];
}

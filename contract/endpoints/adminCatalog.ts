import { AdminProductDetailBody, AdminProductFiltersBody, AdminProductPageBody, ProductImportBody } from '../adminCatalog';
import { AdminProductsQuery, CSV_BODY_LIMIT, ProductCsvBody, ProductEditRequest, ProductImportQuery } from '../adminCatalogRequests';
import { AdminIdParams } from '../adminWorkRequests';
import { ROLES } from '../adminRoles';
import { endpoint } from '../endpoint';

/** 商品管理 (營運; 管理員): the list, one product's edit, and the products' and stock's CSV. */
export const AdminCatalogEndpoints = {
  list: endpoint({
    method: 'GET', path: '/admin/api/products', summary: '商品列表（分頁、排序、品牌／分類／文字／低庫存篩選）', access: 'staff', roles: ROLES.catalog,
    query: AdminProductsQuery, response: AdminProductPageBody,
  }),
  filters: endpoint({
    method: 'GET', path: '/admin/api/product-filters', summary: '商品列表的品牌與分類選項', access: 'staff', roles: ROLES.catalog,
    response: AdminProductFiltersBody,
  }),
  detail: endpoint({
    method: 'GET', path: '/admin/api/products/:id', summary: '商品明細：規格、價格、庫存與限購', access: 'staff', roles: ROLES.catalog,
    params: AdminIdParams, response: AdminProductDetailBody, errors: [404],
  }),
  update: endpoint({
    method: 'PUT', path: '/admin/api/products/:id', summary: '修改商品：名稱、各規格售價／原價／庫存／限購、18 禁', access: 'staff', roles: ROLES.catalog,
    params: AdminIdParams, body: ProductEditRequest, response: AdminProductDetailBody, errors: [404, 409],
  }),
  exportCsv: endpoint({
    method: 'GET', path: '/admin/api/products.csv', summary: '匯出商品與庫存 CSV（每個規格一列）', access: 'staff', roles: ROLES.catalog,
    produces: 'text/csv', response: ProductCsvBody,
  }),
  importCsv: endpoint({
    method: 'POST', path: '/admin/api/products/import', summary: '匯入商品與庫存 CSV（text/csv；dry_run=1 只檢查不寫入；全部成功才寫入）',
    access: 'staff', roles: ROLES.catalog, consumes: 'text/csv', bodyLimit: CSV_BODY_LIMIT,
    query: ProductImportQuery, body: ProductCsvBody, response: ProductImportBody,
  }),
};

import { ErrorCode } from '../../../contract/common';
import { AdminCatalogEndpoints as E } from '../../../contract/endpoints/adminCatalog';
import type { AppContext } from '../../context';
import { HttpError } from '../../api/errors';
import { handle, ok, refuse, type Caller, type Handling } from '../../api/handler';
import type { StaffMember } from './staffSessions';
import { AdminMessages, ProductMessages } from './messages';
import { exportProductCsv, importProductCsv } from './productCsv';
import { productDetail, productFilters, productPage } from './productDesk';
import { saveProduct } from './productEdit';
import { productEditMessages } from './productFields';

type StaffCaller = Caller & { staff: StaffMember };
const actorOf = (caller: StaffCaller) => ({ staffId: caller.staff.id, ip: caller.request.ip });
const notFound = () => refuse(new HttpError(404, ErrorCode.NOT_FOUND, AdminMessages.NOT_FOUND));

/** 商品管理: list, filters, one product and its edit; the CSV export and import (dry run or all-or-nothing). */
export const adminCatalogHandlers = (ctx: AppContext): Handling[] => [
  handle(E.list, async (_caller, { query }) => ok(await productPage(ctx.db, query))),
  handle(E.filters, async () => ok(await productFilters(ctx.db))),
  handle(E.detail, async (_caller, { params }) => {
    const detail = await productDetail(ctx.db, params.id);
    return detail ? ok(detail) : notFound();
  }),
  handle(E.update, async (caller, { params, body }) => {
    const saved = await saveProduct(ctx.db, actorOf(caller), params.id, body, ctx.now());
    if (saved.outcome === 'not-found') return notFound();
    if (saved.outcome === 'options-changed') return refuse(new HttpError(409, ErrorCode.ADMIN_STALE_EDIT, ProductMessages.OPTIONS_CHANGED));
    const detail = await productDetail(ctx.db, params.id);
    return detail ? ok(detail) : notFound();
  }, productEditMessages),
  handle(E.exportCsv, async () => ok(await exportProductCsv(ctx.db), {
    headers: { 'content-disposition': `attachment; filename="products-${new Date(ctx.now()).toISOString().slice(0, 10)}.csv"` },
  })),
  handle(E.importCsv, async (caller, { query, body }) => ok(await importProductCsv(ctx.db, actorOf(caller), body, query.dry_run === '1', ctx.now()))),
];

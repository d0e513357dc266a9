import type { StaffRole } from '../../contract/adminRoles';
import { ROLES } from '../../contract/adminRoles';
import type { Endpoint } from '../../contract/endpoint';
import { AdminAccessEndpoints } from '../../contract/endpoints/adminAccess';
import { AdminCouponEndpoints } from '../../contract/endpoints/adminCoupons';
import { AdminMemberEndpoints } from '../../contract/endpoints/adminMembers';
import { AdminCatalogEndpoints } from '../../contract/endpoints/adminCatalog';
import { AdminDealEndpoints } from '../../contract/endpoints/adminDeals';
import { AdminOrderEndpoints } from '../../contract/endpoints/adminOrders';
import { AdminStaffEndpoints } from '../../contract/endpoints/adminStaff';
import { AdminWorkEndpoints } from '../../contract/endpoints/adminWork';
import { AdminCopy, ProductCopy } from './messages';
import { DealCopy } from './dealCopy';

/** A page of the back office: its path, drawer label, who may open it and the list its first paint shows. */
export interface FirstList { endpoint: Endpoint; query: Record<string, string | number>; params?: Record<string, number> }
export interface Desk {
  id: 'home' | 'orders' | 'orderDetail' | 'products' | 'productDetail' | 'refunds' | 'qaReports' | 'staff' | 'audit' | 'members' | 'memberDetail' | 'coupons' | 'deals' | 'dealCreate';
  path: string;
  label: string;
  roles: readonly StaffRole[];
  /** What the first paint shows; a page under a path of its own (`/admin/orders/12`) reads it from the path. */
  firstList?: FirstList | ((path: string) => FirstList | null);
  /** A page opened from another (an order from the list): not in the drawer, its path a pattern. */
  under?: RegExp;
}

export const PAGE_SIZE = 25;

/** The desks in drawer order; roles mirror the endpoints' own (the server checks them again). */
export const DESKS: readonly Desk[] = [
  { id: 'home', path: '/admin', label: AdminCopy.HOME, roles: ROLES.everyone },
  { id: 'orders', path: '/admin/orders', label: AdminCopy.ORDERS, roles: AdminOrderEndpoints.list.roles,
    firstList: { endpoint: AdminOrderEndpoints.list, query: { page: 0, page_size: PAGE_SIZE } } },
  { id: 'orderDetail', path: '/admin/orders/:id', label: AdminCopy.ORDER_DETAIL, roles: AdminOrderEndpoints.detail.roles, under: /^\/admin\/orders\/(\d{1,9})$/,
    firstList: (path) => orderIdAt(path) ? { endpoint: AdminOrderEndpoints.detail, query: {}, params: { id: orderIdAt(path)! } } : null },
  { id: 'products', path: '/admin/products', label: ProductCopy.PRODUCTS, roles: AdminCatalogEndpoints.list.roles,
    firstList: { endpoint: AdminCatalogEndpoints.list, query: { page: 0, page_size: PAGE_SIZE } } },
  { id: 'productDetail', path: '/admin/products/:id', label: ProductCopy.PRODUCT_DETAIL, roles: AdminCatalogEndpoints.detail.roles, under: /^\/admin\/products\/(\d{1,9})$/,
    firstList: (path) => productIdAt(path) ? { endpoint: AdminCatalogEndpoints.detail, query: {}, params: { id: productIdAt(path)! } } : null },
  { id: 'deals', path: '/admin/group-buys', label: DealCopy.DEALS, roles: AdminDealEndpoints.list.roles,
    firstList: { endpoint: AdminDealEndpoints.list, query: { page: 0, page_size: PAGE_SIZE } } },
  // The branches come with the list: its first row is all the form asks for.
  { id: 'dealCreate', path: '/admin/group-buys/new', label: DealCopy.CREATE_DEAL, roles: AdminDealEndpoints.create.roles, under: /^\/admin\/group-buys\/new$/,
    firstList: { endpoint: AdminDealEndpoints.list, query: { page: 0, page_size: 1 } } },
  { id: 'refunds', path: '/admin/refunds', label: AdminCopy.REFUNDS, roles: AdminWorkEndpoints.refunds.roles,
    firstList: { endpoint: AdminWorkEndpoints.refunds, query: { status: 'requested', page: 0, page_size: PAGE_SIZE } } },
  { id: 'qaReports', path: '/admin/qa-reports', label: AdminCopy.QA_REPORTS, roles: AdminWorkEndpoints.qaReports.roles,
    firstList: { endpoint: AdminWorkEndpoints.qaReports, query: { status: 'open', page: 0, page_size: PAGE_SIZE } } },
  { id: 'members', path: '/admin/members', label: AdminCopy.MEMBERS, roles: AdminMemberEndpoints.list.roles,
    firstList: { endpoint: AdminMemberEndpoints.list, query: { page: 0, page_size: PAGE_SIZE } } },
  { id: 'memberDetail', path: '/admin/members/:id', label: AdminCopy.MEMBER_DETAIL, roles: AdminMemberEndpoints.detail.roles, under: /^\/admin\/members\/(\d{1,9})$/,
    firstList: (path) => memberIdAt(path) ? { endpoint: AdminMemberEndpoints.detail, query: {}, params: { id: memberIdAt(path)! } } : null },
  { id: 'coupons', path: '/admin/coupons', label: AdminCopy.COUPONS, roles: AdminCouponEndpoints.list.roles,
    firstList: { endpoint: AdminCouponEndpoints.list, query: { page: 0, page_size: PAGE_SIZE } } },
  { id: 'staff', path: '/admin/staff', label: AdminCopy.STAFF, roles: AdminStaffEndpoints.list.roles,
    firstList: { endpoint: AdminStaffEndpoints.list, query: {} } },
  { id: 'audit', path: '/admin/audit', label: AdminCopy.AUDIT, roles: AdminAccessEndpoints.audit.roles,
    firstList: { endpoint: AdminAccessEndpoints.audit, query: { page: 0, page_size: PAGE_SIZE } } },
];

/** The order id in `/admin/orders/12`. */
export function orderIdAt(path: string): number | null {
  const found = /^\/admin\/orders\/(\d{1,9})\/?$/.exec(path.split('?')[0]);
  return found ? Number(found[1]) : null;
}

/** The member id in `/admin/members/12`. */
export function memberIdAt(path: string): number | null {
  const found = /^\/admin\/members\/(\d{1,9})\/?$/.exec(path.split('?')[0]);
  return found ? Number(found[1]) : null;
}

/** The product id in `/admin/products/12`. */
export function productIdAt(path: string): number | null {
  const found = /^\/admin\/products\/(\d{1,9})\/?$/.exec(path.split('?')[0]);
  return found ? Number(found[1]) : null;
}

/** The desks a role may open. */
export const desksFor = (role: StaffRole): Desk[] => DESKS.filter((desk) => desk.roles.includes(role));

/** The drawer's desks for a role (pages opened from another page are not in it). */
export const drawerFor = (role: StaffRole): Desk[] => desksFor(role).filter((desk) => !desk.under);

/** The desk at a path (trailing slash and query ignored), if the role may open it. */
export function deskAt(path: string, role: StaffRole): Desk | null {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/admin';
  return desksFor(role).find((desk) => (desk.under ? desk.under.test(clean) : desk.path === clean)) ?? null;
}

/** What the first paint of the desk at a path reads. */
export const firstListAt = (desk: Desk, path: string): FirstList | null =>
  (typeof desk.firstList === 'function' ? desk.firstList(path) : desk.firstList ?? null);

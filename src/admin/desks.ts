import type { StaffRole } from '../../contract/adminRoles';
import { ROLES } from '../../contract/adminRoles';
import type { Endpoint } from '../../contract/endpoint';
import { AdminAccessEndpoints } from '../../contract/endpoints/adminAccess';
import { AdminStaffEndpoints } from '../../contract/endpoints/adminStaff';
import { AdminWorkEndpoints } from '../../contract/endpoints/adminWork';
import { AdminCopy } from './messages';

/** A page of the back office: its path, drawer label, who may open it and the list its first paint shows. */
export interface Desk {
  id: 'home' | 'refunds' | 'qaReports' | 'staff' | 'audit';
  path: string;
  label: string;
  roles: readonly StaffRole[];
  firstList?: { endpoint: Endpoint; query: Record<string, string | number> };
}

export const PAGE_SIZE = 25;

/** The desks in drawer order; roles mirror the endpoints' own (the server checks them again). */
export const DESKS: readonly Desk[] = [
  { id: 'home', path: '/admin', label: AdminCopy.HOME, roles: ROLES.everyone },
  { id: 'refunds', path: '/admin/refunds', label: AdminCopy.REFUNDS, roles: AdminWorkEndpoints.refunds.roles,
    firstList: { endpoint: AdminWorkEndpoints.refunds, query: { status: 'requested', page: 0, page_size: PAGE_SIZE } } },
  { id: 'qaReports', path: '/admin/qa-reports', label: AdminCopy.QA_REPORTS, roles: AdminWorkEndpoints.qaReports.roles,
    firstList: { endpoint: AdminWorkEndpoints.qaReports, query: { status: 'open', page: 0, page_size: PAGE_SIZE } } },
  { id: 'staff', path: '/admin/staff', label: AdminCopy.STAFF, roles: AdminStaffEndpoints.list.roles,
    firstList: { endpoint: AdminStaffEndpoints.list, query: {} } },
  { id: 'audit', path: '/admin/audit', label: AdminCopy.AUDIT, roles: AdminAccessEndpoints.audit.roles,
    firstList: { endpoint: AdminAccessEndpoints.audit, query: { page: 0, page_size: PAGE_SIZE } } },
];

/** The desks a role may open. */
export const desksFor = (role: StaffRole): Desk[] => DESKS.filter((desk) => desk.roles.includes(role));

/** The desk at a path (trailing slash and query ignored), if the role may open it. */
export function deskAt(path: string, role: StaffRole): Desk | null {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/admin';
  return desksFor(role).find((desk) => desk.path === clean) ?? null;
}

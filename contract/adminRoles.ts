/**
 * The back office's staff roles (issue 28). Plain data, no zod: the endpoint declarations name the
 * roles an endpoint allows, and the admin shell's navigation shows only what a role may open.
 */
export const STAFF_ROLES = ['admin', 'operations', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: '管理員',
  operations: '營運',
  support: '客服',
  content: '內容',
};

/** A role from its code or its zh-TW label (the staff CLI takes `--role 管理員`); null when neither. */
export function staffRoleOf(value: string): StaffRole | null {
  if ((STAFF_ROLES as readonly string[]).includes(value)) return value as StaffRole;
  return STAFF_ROLES.find((role) => STAFF_ROLE_LABELS[role] === value) ?? null;
}

/** Who opens what: 管理員 opens everything, the others their own desks. */
export const ROLES = {
  everyone: ['admin', 'operations', 'support', 'content'],
  adminOnly: ['admin'],
  orders: ['admin', 'operations', 'support'],
  moderation: ['admin', 'support', 'content'],
  catalog: ['admin', 'operations'],
  members: ['admin', 'support'],
  coupons: ['admin', 'operations'],
} as const satisfies Record<string, readonly StaffRole[]>;

import type { Generated, Insertable, Selectable } from 'kysely';
import type { CatalogTables } from './catalogSchema';
import type { BuyTables } from './buySchema';
import type { BrowseTables } from './browseSchema';
import type { QaTables } from './qaSchema';
import type { ExploreTables } from './exploreSchema';
import type { CheckoutTables } from './checkoutSchema';
import type { MemberOrdersTables } from './memberOrdersSchema';
import type { MemberProfileTables } from './memberProfileSchema';
import type { MemberWalletTables } from './memberWalletSchema';
import type { PasswordResetTables } from './passwordResetSchema';
import type { NotificationTables } from './notificationSchema';
import type { TrackingTables } from './trackingSchema';
import type { ProfileBadgeTables } from './profileBadgeSchema';
import type { SearchTables } from './searchSchema';
import type { ProductContentTables } from './productContentSchema';
import type { SignedInDeviceTables } from './signedInDeviceSchema';
import type { LineBindingTables } from './lineBindingSchema';
import type { SandboxMpgTables } from './sandboxMpgSchema';
import type { InvoiceTables } from './invoiceSchema';
import type { ShipmentTables } from './shipmentsSchema';
import type { StaffTables } from './staffSchema';
import type { GatewayRefundTables } from './gatewayRefundSchema';

/**
 * Table types of the shop database. Conventions that keep one query code for SQLite and
 * PostgreSQL: times are epoch milliseconds (bigint), booleans are 0/1 integers, secrets
 * (tokens, sids, codes) are stored as SHA-256 hex digests only.
 */
export interface MembersTable {
  id: Generated<number>;
  email: string;
  /** `scrypt$N$r$p$salt$hash`; null for members who only sign in through a social provider. */
  password_hash: string | null;
  nickname: string;
  email_verified_at: number | null;
  has_installed_app: number;
  created_at: number;
  /** The 服務條款/隱私權政策 version the account agreed to, and when (migration 0051; null before it). */
  terms_version: string | null;
  terms_accepted_at: number | null;
}

/** A sign-up's claim on its e-mail: the password and nickname it chose become the account's when its link is opened. */
export interface EmailVerificationsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  /** Null for claims older than migration 0026 whose account was verified meanwhile. */
  password_hash: string | null;
  nickname: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  terms_version: string | null;
  terms_accepted_at: number | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  family_id: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  family_id: string;
  parent_id: number | null;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  sid_hash: string;
  member_id: number;
  expires_at: number;
  created_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  sent_at: number | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface SocialIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  member_id: number;
  email: string | null;
  created_at: number;
}

export interface MergeTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  provider: string;
  subject: string;
  email: string;
  member_id: number;
  return_to: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface SandboxIdpCodesTable {
  code_hash: string;
  provider: string;
  subject: string;
  email: string;
  name: string;
  expires_at: number;
  used_at: number | null;
  /** LINE's OpenID nonce and the authorize request's redirect_uri (migration 0029); null for the others. */
  nonce: string | null;
  redirect_uri: string | null;
}

/** A social sign-in's `state`, by digest: ten minutes, single use (migration 0029). */
export interface SocialSignInStatesTable {
  state_hash: string;
  provider: string;
  expires_at: number;
  used_at: number | null;
}

export interface AccountTables {
  members: MembersTable;
  email_verifications: EmailVerificationsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  social_identities: SocialIdentitiesTable;
  merge_tickets: MergeTicketsTable;
  sandbox_idp_codes: SandboxIdpCodesTable;
  social_sign_in_states: SocialSignInStatesTable;
}

export interface Database
  extends AccountTables, CatalogTables, BrowseTables, BuyTables, QaTables, ExploreTables, CheckoutTables, MemberOrdersTables, MemberWalletTables,
    MemberProfileTables, PasswordResetTables, NotificationTables, TrackingTables, ProfileBadgeTables, SearchTables,
    ProductContentTables, SignedInDeviceTables, SandboxMpgTables, InvoiceTables, ShipmentTables, StaffTables, LineBindingTables,
    GatewayRefundTables {}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;

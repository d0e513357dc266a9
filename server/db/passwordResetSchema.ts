import type { Generated } from 'kysely';

/** Tables of migration 0013_passwordResets. Times in epoch ms. */
export interface PasswordResetsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface PasswordResetTables {
  password_resets: PasswordResetsTable;
}

import type { Kysely } from 'kysely';
import type { Database, Member } from '../../schema';

type Db = Kysely<Database>;

/** E-mails are kept lower case. */
export const findMemberByEmail = (db: Db, email: string): Promise<Member | undefined> =>
  db.selectFrom('members').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findMemberById = (db: Db, id: number): Promise<Member | undefined> =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

/** An account without a password; nothing happens when the e-mail already has one. */
export async function insertMemberIfNew(db: Db, member: { email: string; nickname: string; createdAt: number }): Promise<void> {
  await db.insertInto('members')
    .values({ email: member.email, password_hash: null, nickname: member.nickname, email_verified_at: null, has_installed_app: 0, created_at: member.createdAt })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** An account verified at creation and without a password (a social provider vouched for the e-mail). */
export const insertVerifiedMember = (db: Db, member: { email: string; nickname: string; now: number }): Promise<Member> =>
  db.insertInto('members')
    .values({ email: member.email, password_hash: null, nickname: member.nickname, email_verified_at: member.now, has_installed_app: 0, created_at: member.now })
    .returningAll().executeTakeFirstOrThrow();

/** The member's e-mail, or undefined when there is no such member. */
export async function setMemberPassword(db: Db, id: number, passwordHash: string): Promise<string | undefined> {
  const row = await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', id).returning('email').executeTakeFirst();
  return row?.email;
}

/** Verifies a member still unverified, with what else `values` sets: its e-mail, or undefined when it was verified already. */
export async function verifyUnverifiedMember(db: Db, id: number, now: number, values: { password_hash?: string; nickname?: string; terms_version?: string; terms_accepted_at?: number } = {}): Promise<string | undefined> {
  const won = await db.updateTable('members').set({ ...values, email_verified_at: now })
    .where('id', '=', id).where('email_verified_at', 'is', null)
    .returning('email').executeTakeFirst();
  return won?.email;
}

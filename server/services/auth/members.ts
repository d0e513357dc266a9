import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const findMemberByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('members').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

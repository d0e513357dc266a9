import type { Kysely } from 'kysely';
import type { SocialProvider } from '../../../../contract/auth';
import type { Database, Member } from '../../schema';

type Db = Kysely<Database>;

/** Nothing happens when the provider's subject is linked already. */
export async function insertSocialIdentity(db: Db, link: { provider: SocialProvider; subject: string; memberId: number; email: string | null; createdAt: number }): Promise<void> {
  await db.insertInto('social_identities')
    .values({ provider: link.provider, subject: link.subject, member_id: link.memberId, email: link.email, created_at: link.createdAt })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}

export const findMemberBySocialIdentity = (db: Db, provider: SocialProvider, subject: string): Promise<Member | undefined> =>
  db.selectFrom('social_identities').innerJoin('members', 'members.id', 'social_identities.member_id')
    .selectAll('members').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();

export interface NewMergeTicket {
  ticketHash: string; provider: SocialProvider; subject: string; email: string; memberId: number; returnTo: string | null; expiresAt: number; createdAt: number;
}

export async function insertMergeTicket(db: Db, ticket: NewMergeTicket): Promise<void> {
  await db.insertInto('merge_tickets').values({
    ticket_hash: ticket.ticketHash, provider: ticket.provider, subject: ticket.subject, email: ticket.email, member_id: ticket.memberId,
    return_to: ticket.returnTo, expires_at: ticket.expiresAt, used_at: null, created_at: ticket.createdAt,
  }).execute();
}

export const findMergeTicket = (db: Db, ticketHash: string) =>
  db.selectFrom('merge_tickets').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();

/** Marks an unused ticket used: 1 when this call spent it, 0 when another did first. */
export async function spendMergeTicket(db: Db, id: number, now: number): Promise<number> {
  const claimed = await db.updateTable('merge_tickets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}

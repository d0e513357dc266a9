import type { Kysely } from 'kysely';
import { deleteMailByIds, deleteMailTo, listMailSubjectsTo } from '../../db/repositories/mail/outbox';
import type { Database } from '../../db/schema';
import { digest } from '../auth/secrets';

/**
 * The outbox holds a mail in clear only while it waits for delivery. Once SMTP took it (or gave up on
 * it), the body — reset and verification links, names, addresses — is erased; what stays for an
 * audit is the subject, the times and the recipient as a SHA-256 digest, like every secret we keep.
 */
export const recipientDigest = (address: string): string => `sha256:${digest(address.trim().toLowerCase())}`;

export const erasedMail = (to: string) => ({ to_address: recipientDigest(to), text_body: '', html_body: '' });

/** SMTP errors quote the recipient ("550 <amy@example.com> unknown"): kept without it. */
export const withoutAddresses = (error: unknown): string => String(error).replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '…').slice(0, 500);

const to = (address: string) => [address, address.trim().toLowerCase(), recipientDigest(address)];

/** Account deletion: every mail to the member's address goes, delivered or waiting. */
export async function eraseMailTo(db: Kysely<Database>, address: string): Promise<void> {
  await deleteMailTo(db, to(address));
}

/** Mails about the given orders sent to another address (the buyer's on the order): each subject names its order. */
export async function eraseOrderMail(db: Kysely<Database>, address: string, orderNumbers: string[]): Promise<void> {
  if (orderNumbers.length === 0) return;
  const rows = await listMailSubjectsTo(db, to(address));
  const ids = rows.filter((row) => orderNumbers.some((number) => row.subject.includes(number))).map((row) => row.id);
  if (ids.length > 0) await deleteMailByIds(db, ids);
}

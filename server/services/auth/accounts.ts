import type { Kysely } from 'kysely';
import type { Database, Member } from '../../db/schema';
import { alreadyMemberMail, Messages, verificationMail } from '../../http/messages';
import type { AppContext } from '../../context';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { clear, hit, release, reserve, type Limit } from './rateLimiter';
import { digest, newSecret } from './secrets';

const MINUTE = 60 * 1000;
export const VERIFICATION_TTL = 24 * 60 * MINUTE;
const WINDOW = 15 * MINUTE;

export type SignUpResult = { ok: true; email: string } | { ok: false; reason: 'limited'; retryAfter: number };
export type SignInResult =
  | { ok: true; member: Member }
  | { ok: false; reason: 'wrong_credentials' | 'not_verified' }
  | { ok: false; reason: 'locked'; retryAfter: number };

export const findMemberByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('members').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

/** Failed sign-ins are limited per e-mail (5) and per address (20) in 15 minutes. */
export const signInLimits = (email: string, ip: string): Limit[] => [
  { key: `login:email:${email}`, max: 5, windowMs: WINDOW },
  { key: `login:ip:${ip}`, max: 20, windowMs: WINDOW },
];

async function sendVerification(ctx: AppContext, member: Pick<Member, 'id' | 'email' | 'nickname'>): Promise<void> {
  const token = newSecret();
  const now = ctx.now();
  await ctx.db.insertInto('email_verifications')
    .values({ member_id: member.id, token_hash: digest(token), expires_at: now + VERIFICATION_TTL, created_at: now })
    .execute();
  const link = `${ctx.config.publicOrigin}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: member.email, subject: Messages.VERIFY_MAIL_SUBJECT, ...verificationMail(member.nickname, link) });
}

/**
 * Counted per address before anything is hashed (each sign-up costs a 128 MB scrypt run). A registered
 * e-mail is answered like a new one — the page must not tell who is a member — and its owner gets a
 * mail instead: a fresh verification link while unverified, otherwise a note with the sign-in link.
 */
export async function signUp(ctx: AppContext, input: { email: string; password: string; nickname: string }, ip: string): Promise<SignUpResult> {
  const wait = await hit(ctx.db, [{ key: `signup:ip:${ip}`, max: ctx.config.signUpsPerAddressPerHour, windowMs: 60 * MINUTE }], ctx.now());
  if (wait !== null) return { ok: false, reason: 'limited', retryAfter: wait };
  const existing = await findMemberByEmail(ctx.db, input.email);
  if (existing) {
    await tellExistingMember(ctx, existing);
    return { ok: true, email: existing.email };
  }
  const passwordHash = await hashPassword(input.password, ctx.config.passwordCost);
  const inserted = await ctx.db.insertInto('members')
    .values({ email: input.email, password_hash: passwordHash, nickname: input.nickname, email_verified_at: null, has_installed_app: 0, created_at: ctx.now() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email', 'nickname'])
    .executeTakeFirst();
  if (inserted) await sendVerification(ctx, inserted);
  // Else a concurrent sign-up with the same e-mail won the race: that one sends the mail.
  return { ok: true, email: inserted?.email ?? input.email };
}

/** At most 3 such mails an hour per e-mail, so sign-ups cannot flood a member's inbox. */
async function tellExistingMember(ctx: AppContext, member: Member): Promise<void> {
  if ((await hit(ctx.db, [{ key: `signup:email:${member.email}`, max: 3, windowMs: 60 * MINUTE }], ctx.now())) !== null) return;
  if (member.email_verified_at === null) return sendVerification(ctx, member);
  // Signing in is a dialog on every page, so the link is the shop itself.
  const mail = alreadyMemberMail(member.nickname, `${ctx.config.publicOrigin}/`);
  await ctx.mailer.send({ to: member.email, subject: Messages.ALREADY_MEMBER_MAIL_SUBJECT, ...mail });
}

/** Single use, 24 hours. Returns the verified e-mail, or null for an invalid, used or expired link. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<string | null> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('email_verifications').selectAll().where('token_hash', '=', digest(token)).executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) return null;
    const claimed = await trx.updateTable('email_verifications').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    await trx.updateTable('members').set({ email_verified_at: now }).where('id', '=', row.member_id).where('email_verified_at', 'is', null).execute();
    const member = await trx.selectFrom('members').select('email').where('id', '=', row.member_id).executeTakeFirstOrThrow();
    return member.email;
  });
}

const checkPassword = (ctx: AppContext, password: string, member: Member | undefined): Promise<boolean> =>
  member?.password_hash ? verifyPassword(password, member.password_hash) : verifyAgainstDummy(password, ctx.config.passwordCost);

/** The attempt is reserved before the hash (parallel guesses cannot outrun the lockout); a failure keeps it. */
export async function signIn(ctx: AppContext, input: { email: string; password: string }, ip: string): Promise<SignInResult> {
  const limits = signInLimits(input.email, ip);
  const wait = await reserve(ctx.db, limits, ctx.now());
  if (wait !== null) return { ok: false, reason: 'locked', retryAfter: wait };
  const member = await findMemberByEmail(ctx.db, input.email);
  const valid = await checkPassword(ctx, input.password, member).catch(async (error: unknown) => {
    // Not an outcome (the hashing queue was full, say): the attempt must not count as a failure.
    await release(ctx.db, limits);
    throw error;
  });
  if (!member || !valid) return { ok: false, reason: 'wrong_credentials' };
  await release(ctx.db, [limits[1]]);
  await clear(ctx.db, limits[0].key);
  if (member.email_verified_at === null) return { ok: false, reason: 'not_verified' };
  if (needsRehash(member.password_hash!, ctx.config.passwordCost)) {
    const rehashed = await hashPassword(input.password, ctx.config.passwordCost);
    await ctx.db.updateTable('members').set({ password_hash: rehashed }).where('id', '=', member.id).execute();
  }
  return { ok: true, member };
}

/** Always looks the same from outside (no account enumeration); limited per e-mail and address. */
export async function resendVerification(ctx: AppContext, email: string, ip: string): Promise<number | null> {
  const wait = await hit(ctx.db, [
    { key: `resend:email:${email}`, max: 3, windowMs: WINDOW },
    { key: `resend:ip:${ip}`, max: 20, windowMs: WINDOW },
  ], ctx.now());
  if (wait !== null) return wait;
  const member = await findMemberByEmail(ctx.db, email);
  if (member && member.email_verified_at === null) await sendVerification(ctx, member);
  return null;
}

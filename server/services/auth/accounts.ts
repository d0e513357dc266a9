import type { Kysely } from 'kysely';
import { findMemberByEmail, insertMemberIfNew, setMemberPassword } from '../../db/repositories/auth/members';
import type { Database, Member } from '../../db/schema';
import { AccountMailSubjects, alreadyMemberMail } from '../mail/accountMails';
import type { AppContext } from '../../context';
import { mailResetLink } from './passwordReset';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { hit } from './rateLimiter';
import { beginSignInAttempt } from './signInLockout';
import { addClaim, newestClaimPassword } from './signUpClaims';

export { alreadyVerifiedEmail, verifyEmail } from './signUpClaims';

const MINUTE = 60 * 1000;
const WINDOW = 15 * MINUTE;

export type SignUpResult = { ok: true; email: string } | { ok: false; reason: 'limited'; retryAfter: number };
export type SignInResult =
  | { ok: true; member: Member }
  | { ok: false; reason: 'wrong_credentials' | 'not_verified' }
  | { ok: false; reason: 'locked'; retryAfter: number };

/** A closed account keeps its row under an address no one can receive mail at. */
const isClosed = (member: Member): boolean => member.email.endsWith('.invalid');

/**
 * Counted per address before anything is hashed (each sign-up costs a 128 MB scrypt run). The page
 * must not tell who is a member, neither by its answer nor by its time: every path hashes the offered
 * password through the one hashing queue and makes the same round trips. An e-mail not yet verified
 * gets a claim of its own (signUpClaims.ts); a member's e-mail changes nothing and its owner is mailed.
 */
export async function signUp(ctx: AppContext, input: { email: string; password: string; nickname: string; terms: string }, ip: string): Promise<SignUpResult> {
  const wait = await hit(ctx.db, [{ key: `signup:ip:${ip}`, max: ctx.config.signUpsPerAddressPerHour, windowMs: 60 * MINUTE }], ctx.now());
  if (wait !== null) return { ok: false, reason: 'limited', retryAfter: wait };
  const passwordHash = await hashPassword(input.password, ctx.config.passwordCost);
  const member = await accountFor(ctx, input);
  if (member.email_verified_at === null && !isClosed(member)) await addClaim(ctx, member, { passwordHash, nickname: input.nickname, termsVersion: input.terms });
  else await tellExistingMember(ctx, member);
  return { ok: true, email: member.email };
}

/** The e-mail's account, created without a password on its first sign-up (an insert and a read on every path). */
async function accountFor(ctx: AppContext, input: { email: string; nickname: string }): Promise<Member> {
  await insertMemberIfNew(ctx.db, { email: input.email, nickname: input.nickname, createdAt: ctx.now() });
  const member = await findMemberByEmail(ctx.db, input.email);
  if (!member) throw new Error('the account just inserted is missing');
  return member;
}

/** At most 3 such mails an hour per e-mail, so sign-ups cannot flood a member's inbox. */
async function tellExistingMember(ctx: AppContext, member: Member): Promise<void> {
  if ((await hit(ctx.db, [{ key: `signup:email:${member.email}`, max: 3, windowMs: 60 * MINUTE }], ctx.now())) !== null) return;
  // Signing in is a dialog on every page, so the link is the shop itself.
  const mail = alreadyMemberMail(member.nickname, `${ctx.config.publicOrigin}/`);
  await ctx.mailer.send({ to: member.email, subject: AccountMailSubjects.ALREADY_MEMBER, ...mail });
}

/** A verified account's password, or for one not yet verified its newest claim's (to answer 「請先完成 E-mail 驗證」). */
async function storedPassword(db: Kysely<Database>, member: Member | undefined, now: number): Promise<string | null> {
  if (!member) return null;
  if (member.email_verified_at !== null) return member.password_hash;
  return (await newestClaimPassword(db, member.id, now)) ?? member.password_hash;
}

async function checkPassword(ctx: AppContext, password: string, member: Member | undefined): Promise<boolean> {
  const stored = await storedPassword(ctx.db, member, ctx.now());
  return stored ? verifyPassword(password, stored) : verifyAgainstDummy(password, ctx.config.passwordCost);
}

/** The attempt is reserved before the hash (parallel guesses cannot outrun the lockout); a failure keeps it. */
export async function signIn(ctx: AppContext, input: { email: string; password: string }, ip: string): Promise<SignInResult> {
  const started = await beginSignInAttempt(ctx.db, input.email, ip, ctx.now());
  if (!started.ok) return { ok: false, reason: 'locked', retryAfter: started.retryAfter };
  const member = await findMemberByEmail(ctx.db, input.email);
  const valid = await checkPassword(ctx, input.password, member).catch(async (error: unknown) => {
    await started.attempt.abandon();
    throw error;
  });
  if (!member || !valid) return { ok: false, reason: 'wrong_credentials' };
  await started.attempt.succeeded();
  if (member.email_verified_at === null) return { ok: false, reason: 'not_verified' };
  if (needsRehash(member.password_hash!, ctx.config.passwordCost)) {
    const rehashed = await hashPassword(input.password, ctx.config.passwordCost);
    await setMemberPassword(ctx.db, member.id, rehashed);
  }
  return { ok: true, member };
}

/**
 * Always looks the same from outside (no account enumeration); limited per e-mail and address. A
 * resent link must not carry a password a stranger chose at sign-up, so the mailbox owner gets a
 * link where she sets her own, which verifies the e-mail (passwordReset.ts).
 */
export async function resendVerification(ctx: AppContext, email: string, ip: string): Promise<number | null> {
  const wait = await hit(ctx.db, [
    { key: `resend:email:${email}`, max: 3, windowMs: WINDOW },
    { key: `resend:ip:${ip}`, max: 20, windowMs: WINDOW },
  ], ctx.now());
  if (wait !== null) return wait;
  const member = await findMemberByEmail(ctx.db, email);
  if (member && member.email_verified_at === null && !isClosed(member)) await mailResetLink(ctx, member, 'finish-sign-up');
  return null;
}

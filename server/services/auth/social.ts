import type { SocialProvider } from '../../../contract/auth';
import { socialNickname } from '../../../src/domain/auth/socialNickname';
import type { AppContext } from '../../context';
import { findMemberByEmail, findMemberById, insertVerifiedMember } from '../../db/repositories/auth/members';
import {
  findMemberBySocialIdentity, findMergeTicket, insertMergeTicket, insertSocialIdentity, spendMergeTicket,
} from '../../db/repositories/auth/socialIdentities';
import type { Member } from '../../db/schema';
import type { SocialProfile } from '../identity/IdentityProvider';
import { verifyPassword } from './passwords';
import { digest, newSecret } from './secrets';
import { beginSignInAttempt } from './signInLockout';
import { markVerified } from './signUpClaims';

const MERGE_TICKET_TTL = 15 * 60 * 1000;

export type SocialOutcome =
  | { status: 'signed_in'; member: Member }
  | { status: 'merge_required'; ticket: string; email: string }
  | { status: 'failed'; reason: 'rejected' | 'email_missing' };

export type MergeOutcome =
  | { ok: true; member: Member; returnTo: string | null }
  | { ok: false; reason: 'invalid_ticket' | 'wrong_password' }
  | { ok: false; reason: 'locked'; retryAfter: number };

/** Where each provider sends the browser back: the React pages of SPEC §2.1. */
export function socialRedirectUri(ctx: AppContext, provider: SocialProvider): string {
  const page = provider === 'apple' ? '/auth/apple-login-webview' : '/auth/verify-facebook';
  return `${ctx.config.publicOrigin}${page}?provider=${provider}`;
}

async function link(ctx: AppContext, provider: SocialProvider, profile: SocialProfile, memberId: number): Promise<void> {
  await insertSocialIdentity(ctx.db, { provider, subject: profile.subject, memberId, email: profile.email, createdAt: ctx.now() });
}

async function createSocialMember(ctx: AppContext, profile: SocialProfile & { email: string }): Promise<Member> {
  const now = ctx.now();
  const nickname = socialNickname(profile.name);
  // The provider vouches for the e-mail, so the account starts verified and without a password.
  return insertVerifiedMember(ctx.db, { email: profile.email, nickname, now });
}

/** Signs in a known identity, creates a member for a new one, or asks for a merge with a password account. */
export async function completeSocialSignIn(
  ctx: AppContext, provider: SocialProvider, code: string, returnTo: string | null, nonce: string,
): Promise<SocialOutcome> {
  const profile = await ctx.identity.exchange(provider, code, socialRedirectUri(ctx, provider), nonce);
  if (!profile) return { status: 'failed', reason: 'rejected' };
  const known = await findMemberBySocialIdentity(ctx.db, provider, profile.subject);
  if (known) return { status: 'signed_in', member: known };
  if (!profile.email) return { status: 'failed', reason: 'email_missing' };
  const existing = await findMemberByEmail(ctx.db, profile.email);
  if (!existing) {
    const member = await createSocialMember(ctx, { ...profile, email: profile.email });
    await link(ctx, provider, profile, member.id);
    return { status: 'signed_in', member };
  }
  if (existing.password_hash === null) {
    // The provider vouches for the mailbox: an account still waiting for a sign-up's link is the owner's, and its claims die.
    if (existing.email_verified_at === null) await markVerified(ctx.db, existing.id, ctx.now());
    await link(ctx, provider, profile, existing.id);
    return { status: 'signed_in', member: existing };
  }
  const ticket = newSecret();
  await insertMergeTicket(ctx.db, {
    ticketHash: digest(ticket), provider, subject: profile.subject, email: existing.email, memberId: existing.id,
    returnTo, expiresAt: ctx.now() + MERGE_TICKET_TTL, createdAt: ctx.now(),
  });
  return { status: 'merge_required', ticket, email: existing.email };
}

/** Links the social identity to the password account once the password is proven. */
export async function mergeAccount(ctx: AppContext, ticket: string, password: string, ip: string): Promise<MergeOutcome> {
  const now = ctx.now();
  const row = await findMergeTicket(ctx.db, digest(ticket));
  if (!row || row.used_at !== null || row.expires_at <= now) return { ok: false, reason: 'invalid_ticket' };
  // Password guesses here count against the same limits as the sign-in form.
  const started = await beginSignInAttempt(ctx.db, row.email, ip, now);
  if (!started.ok) return { ok: false, reason: 'locked', retryAfter: started.retryAfter };
  const member = await findMemberById(ctx.db, row.member_id);
  if (!member) throw new Error('the merge ticket names no member');
  if (!member.password_hash || !(await verifyPassword(password, member.password_hash))) {
    return { ok: false, reason: 'wrong_password' };
  }
  await started.attempt.succeeded();
  if ((await spendMergeTicket(ctx.db, row.id, now)) !== 1) return { ok: false, reason: 'invalid_ticket' };
  await link(ctx, row.provider as SocialProvider, { subject: row.subject, email: row.email, name: member.nickname }, member.id);
  // The provider vouched for the e-mail and the password proves the account: it counts as verified now.
  if (member.email_verified_at === null) await markVerified(ctx.db, member.id, now);
  return { ok: true, member, returnTo: row.return_to };
}

import type { SocialAuthGateway, SocialProvider, SocialVerifyOutcome } from '../../application/auth/socialPorts';
import { ErrorCode } from '../../../contract/common';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { DEMO_EMAIL_DOMAIN, SOCIAL_MESSAGES } from '../../domain/auth/socialMessages';
import { socialNickname } from '../../domain/auth/socialNickname';
import { ApiError } from '../../domain/errors/clientErrors';
import type { TokenData } from '../../domain/user/UserMeta';
import type { InMemoryAccounts } from './InMemoryAccounts';

interface Consent { provider: SocialProvider; email: string; name: string }

/**
 * The sandbox identity provider in memory, with the shop's answers (tests/contract/socialAuth):
 * `consent` stands for the provider's consent page and hands back a single-use code. A new e-mail
 * becomes a member named as the provider names her; a member without a password is signed in;
 * a password member's e-mail asks to merge first.
 */
export class InMemorySocialAuthGateway implements SocialAuthGateway {
  private readonly states = new Map<string, SocialProvider>();
  private readonly codes = new Map<string, Consent>();
  private readonly tickets = new Map<string, { email: string; identity: string }>();
  readonly identities = new Map<string, number>();
  private sequence = 0;

  constructor(private readonly accounts: InMemoryAccounts) {}

  async start(provider: SocialProvider, returnTo: string): Promise<{ url: string }> {
    const state = `state-${++this.sequence}`;
    this.states.set(state, provider);
    return { url: `/sandbox/idp/authorize?provider=${provider}&state=${state}&return_to=${encodeURIComponent(returnTo)}` };
  }

  /** The person agreed on the consent page `url` (start's): the code the provider sends back with its state. */
  consent(url: string, person: { email: string; name: string }): string {
    const provider = new URLSearchParams(url.split('?')[1]).get('provider') as SocialProvider;
    const code = `code-${++this.sequence}`;
    this.codes.set(code, { provider, email: person.email.toLowerCase(), name: person.name });
    return code;
  }

  async verify(provider: SocialProvider, code: string, state: string): Promise<SocialVerifyOutcome> {
    // The state is spent whatever comes of the call, as the server clears its cookie.
    const issuedFor = this.states.get(state);
    this.states.delete(state);
    if (issuedFor !== provider) throw new ApiError(400, ErrorCode.SOCIAL_STATE_MISMATCH, SOCIAL_MESSAGES.stateMismatch);
    const consent = this.codes.get(code);
    this.codes.delete(code);
    if (!consent || consent.provider !== provider) throw new ApiError(400, ErrorCode.SOCIAL_SIGN_IN_FAILED, SOCIAL_MESSAGES.signInFailed);
    return this.signInOrMerge(`${provider}:${consent.email}`, consent);
  }

  private signInOrMerge(identity: string, consent: Consent): SocialVerifyOutcome {
    const linked = this.identities.get(identity);
    if (linked !== undefined) return { status: 'signed-in', token: this.accounts.issueTokens(linked) };
    const existing = this.accounts.members.get(consent.email);
    if (existing && existing.password !== '') {
      const ticket = `ticket-${++this.sequence}`;
      this.tickets.set(ticket, { email: consent.email, identity });
      return { status: 'merge-required', ticket, email: consent.email };
    }
    // The provider vouches for the mailbox: a password-less member is hers, and she is verified now.
    const member = existing ?? this.accounts.addMember({ email: consent.email, password: '', nickname: socialNickname(consent.name) });
    member.verified = true;
    this.identities.set(identity, member.id);
    return { status: 'signed-in', token: this.accounts.issueTokens(member.id) };
  }

  async merge(ticket: string, password: string): Promise<TokenData> {
    const pending = this.tickets.get(ticket);
    if (!pending) throw new ApiError(400, ErrorCode.MERGE_TICKET_INVALID, SOCIAL_MESSAGES.mergeTicketInvalid);
    const member = this.accounts.members.get(pending.email)!;
    if (member.password !== password) throw new ApiError(401, ErrorCode.WRONG_CREDENTIALS, AUTH_MESSAGES.wrongCredentials);
    this.tickets.delete(ticket);
    this.identities.set(pending.identity, member.id);
    member.verified = true;
    return this.accounts.issueTokens(member.id);
  }

  async signInForTesting(email: string): Promise<void> {
    const member = email.toLowerCase().endsWith(DEMO_EMAIL_DOMAIN) ? this.accounts.members.get(email.toLowerCase()) : undefined;
    if (!member) throw new ApiError(403, ErrorCode.FORBIDDEN, SOCIAL_MESSAGES.demoAccountsOnly);
    this.accounts.sessionMemberId = member.id;
  }
}

import type { SocialAuthGateway, SocialProvider, SocialVerifyOutcome } from '../../application/auth/socialPorts';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { ApiError, NotFoundError, ParameterError } from '../../domain/errors/clientErrors';
import type { TokenData } from '../../domain/user/UserMeta';
import type { InMemoryAccounts } from './InMemoryAccounts';

/**
 * The sandbox identity provider in memory: the "code" it hands back is the e-mail the visitor
 * consented with. A new e-mail becomes a member; a password member's e-mail asks to merge first.
 */
export class InMemorySocialAuthGateway implements SocialAuthGateway {
  private readonly states = new Set<string>();
  private readonly tickets = new Map<string, { email: string; identity: string }>();
  readonly identities = new Map<string, number>();
  private sequence = 0;

  constructor(private readonly accounts: InMemoryAccounts) {}

  async start(provider: SocialProvider, returnTo: string): Promise<{ url: string }> {
    const state = `state-${++this.sequence}`;
    this.states.add(state);
    return { url: `/sandbox/idp/authorize?provider=${provider}&state=${state}&return_to=${encodeURIComponent(returnTo)}` };
  }

  async verify(provider: SocialProvider, code: string, state: string): Promise<SocialVerifyOutcome> {
    if (!this.states.delete(state)) throw new ParameterError({ state: '登入逾時，請重新登入' });
    const email = code.toLowerCase();
    const identity = `${provider}:${email}`;
    const linked = this.identities.get(identity);
    if (linked !== undefined) return { status: 'signed-in', token: this.accounts.issueTokens(linked) };
    if (this.accounts.members.has(email)) {
      const ticket = `ticket-${++this.sequence}`;
      this.tickets.set(ticket, { email, identity });
      return { status: 'merge-required', ticket, email };
    }
    const member = this.accounts.addMember({ email, password: '', nickname: email.split('@')[0], verified: true });
    this.identities.set(identity, member.id);
    return { status: 'signed-in', token: this.accounts.issueTokens(member.id) };
  }

  async merge(ticket: string, password: string): Promise<TokenData> {
    const pending = this.tickets.get(ticket);
    if (!pending) throw new NotFoundError();
    const member = this.accounts.members.get(pending.email)!;
    if (member.password !== password) throw new ApiError(401, 'AUTH_100011', AUTH_MESSAGES.wrongCredentials);
    this.tickets.delete(ticket);
    this.identities.set(pending.identity, member.id);
    return this.accounts.issueTokens(member.id);
  }

  async signInForTesting(email: string): Promise<void> {
    const member = this.accounts.members.get(email.toLowerCase());
    if (!member) throw new NotFoundError();
    this.accounts.sessionMemberId = member.id;
  }
}

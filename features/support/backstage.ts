import type { TokenStore } from '../../src/application/auth/ports';
import type { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import type { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import type { Person } from './people';

/**
 * What a Given asks of the shop behind the counter (accounts made, time gone by), said once for
 * both assemblies: the in-memory fakes here, the real server in process in serverShop.ts. Steps
 * that set the stage through this run in both; steps that poke a fake directly run in memory only.
 */
export interface Backstage {
  /** The shop's clock: the token rules of SPEC §4.1 read it. */
  now(): number;
  advance(ms: number): void;
  /** The person has a verified account (made with this nickname when she has none). */
  ensureAccount(person: Person, nickname: string): Promise<void>;
  /** The person signed in with her password on the device whose token cookie is `cookie`. */
  signInWithToken(person: Person, cookie: TokenStore): Promise<void>;
  /** The person signed in through a session on the device whose cookies are `cookie`'s. */
  signInWithSession(person: Person, cookie: TokenStore): Promise<void>;
  memberCount(): Promise<number>;
  /** The token of the newest verification link mailed to this address (null: none). */
  verificationTokenFor(email: string): Promise<string | null>;
  /** Who got the "someone tried to sign up with your e-mail" mail, oldest first. */
  alreadyMemberNotices(): Promise<string[]>;
}

export class MemoryBackstage implements Backstage {
  constructor(private readonly accounts: InMemoryAccounts, private readonly clock: FixedClock) {}

  now(): number { return this.clock.now(); }
  advance(ms: number): void { this.clock.advance(ms); }

  async ensureAccount(person: Person, nickname: string): Promise<void> {
    if (!this.accounts.members.has(person.email)) this.accounts.addMember({ ...person, nickname });
  }

  async signInWithToken(person: Person, cookie: TokenStore): Promise<void> {
    cookie.save(this.accounts.issueTokens(this.memberId(person)));
  }

  async signInWithSession(person: Person): Promise<void> {
    this.accounts.sessionMemberId = this.memberId(person);
  }

  async memberCount(): Promise<number> { return this.accounts.members.size; }
  async verificationTokenFor(email: string): Promise<string | null> { return this.accounts.verificationTokenFor(email); }
  async alreadyMemberNotices(): Promise<string[]> { return [...this.accounts.alreadyMemberNotices]; }

  private memberId(person: Person): number {
    const member = this.accounts.members.get(person.email);
    if (!member) throw new Error(`${person.name} has no account`);
    return member.id;
  }
}

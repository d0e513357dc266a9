import { inject, injectable } from '../injection';
import type { UserMeta } from '../../domain/user/UserMeta';
import { SessionStore } from '../shell/SessionStore';
import { ResolveLoginStatus } from './ResolveLoginStatus';

/**
 * The session every route needs before it renders: resolved once per container (one per page
 * request on the server, one per tab in the browser, where the boot state has already seeded
 * it), again only when campaign params ask the user-info call to record them (SPEC §4.7).
 */
@injectable()
export class LoadSession {
  private pending: Promise<UserMeta> | null = null;

  constructor(
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(ResolveLoginStatus) private readonly resolveLoginStatus: ResolveLoginStatus,
  ) {}

  execute(input: { campaign?: Record<string, string> } = {}): Promise<UserMeta> {
    if (input.campaign) return this.resolveLoginStatus.execute({ query: input.campaign });
    const known = this.store.state$.getValue();
    if (known) return Promise.resolve(known.user);
    // Loaders of one navigation ask together; they share the one user-info call.
    this.pending ??= this.resolveLoginStatus.execute().finally(() => (this.pending = null));
    return this.pending;
  }

  /** Reads the session again after the member changed who she is to the shop (a new nickname, a sign-in). */
  reload(): Promise<UserMeta> {
    return this.resolveLoginStatus.execute();
  }
}

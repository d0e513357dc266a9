import { inject, injectable } from '../injection';
import { bindingStep, cdpUnitIdIn } from '../../domain/lineBinding/lineBinding';
import { isAppPlatform } from '../../domain/user/platform';
import type { KeyValueStore } from '../shell/ports';
import { SessionStore } from '../shell/SessionStore';
import { ToastCenter } from '../shell/ToastCenter';
import { PORT_TOKENS } from '../tokens';
import type { UserInfoGateway } from './ports';

/** Where a record id waits for its visitor to sign in (the messaging app's link opened signed out). */
export const PENDING_LINE_BINDING_KEY = 'pending_line_binding';

export type LineBindingOutcome = 'bound' | 'waiting' | 'skipped' | 'none' | 'failed';

/**
 * SPEC §6, §7 messaging-app member binding: a page opened from the messaging app's link
 * (`?cdp_unit_id=`) binds a signed-in member outside the app; opened signed out, the id waits for the
 * sign-in of this browser; in the app nothing is bound (the app keeps its own).
 */
@injectable()
export class BindLineMember {
  constructor(
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { search: string }): Promise<LineBindingOutcome> {
    const cdpUnitId = cdpUnitIdIn(input.search) ?? this.store.get(PENDING_LINE_BINDING_KEY);
    const user = this.session.state$.getValue()?.user;
    if (cdpUnitId === null || !user) return 'none';
    const step = bindingStep({ signedIn: user.signedIn, fromApp: user.fromApp || isAppPlatform(user.platform) });
    if (step === 'wait-for-sign-in') {
      this.store.set(PENDING_LINE_BINDING_KEY, cdpUnitId);
      return 'waiting';
    }
    this.store.remove(PENDING_LINE_BINDING_KEY);
    if (step === 'skip') return 'skipped';
    try {
      this.toasts.show(await this.userInfo.bindLineMember(cdpUnitId));
      return 'bound';
    } catch {
      // A refused binding leaves the visit as it was: the messaging app's link can be opened again.
      return 'failed';
    }
  }
}

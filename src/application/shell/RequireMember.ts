import { inject, injectable } from '../injection';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { err, ok, SIGN_IN_REQUIRED, type Outcome } from '../../domain/errors/Result';
import { LoginDialogController } from './LoginDialogController';
import { SessionStore } from './SessionStore';

export interface MemberAction {
  /** What the visitor was doing, shown in the login dialog (e.g. 點擊補貨通知我, SPEC §4.5). */
  actionName?: string;
  /** Where to go once signed in (the cart tab, SPEC §2.4). */
  redirectTo?: string;
}

/**
 * The one sign-in-or-open-login check (SPEC §2.4 cart tab, §4.5 notify me, §6 visitors):
 * a member goes on; a visitor gets the login dialog for the action and nothing else happens.
 */
@injectable()
export class RequireMember {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginDialogController) private readonly loginDialog: LoginDialogController,
  ) {}

  execute(action: MemberAction = {}): Outcome<void, typeof SIGN_IN_REQUIRED> {
    if (this.session.signedIn()) return ok(undefined);
    this.loginDialog.open(action);
    return err(SIGN_IN_REQUIRED, AUTH_MESSAGES.signInRequired);
  }

  /**
   * For an action that goes on after signing in (add to cart): a member goes on at once; a visitor
   * gets the login dialog, and the answer waits for it: true once signed in, false if it closes first.
   */
  untilSignedIn(action: MemberAction = {}): Promise<boolean> {
    if (this.session.signedIn()) return Promise.resolve(true);
    this.loginDialog.open(action);
    // Two plain subscriptions, not rxjs's combineLatest: it would bring rxjs's async-iterable support
    // (and tslib) into every page's first load for this one wait.
    return new Promise((resolve) => {
      let done = false;
      const settle = () => {
        const signedIn = this.session.signedIn();
        if (done || (!signedIn && this.loginDialog.state$.getValue().open)) return;
        done = true;
        resolve(signedIn);
        queueMicrotask(() => watches.forEach((watch) => watch.unsubscribe()));
      };
      const watches = [this.session.state$.subscribe(settle), this.loginDialog.state$.subscribe(settle)];
    });
  }
}

import { inject, injectable } from 'inversify';
import { cartTabAction } from '../../domain/shell/bottomNav';
import { LoginDialogController } from './LoginDialogController';
import { UserMetaStore } from './UserMetaStore';

/**
 * The cart tab (SPEC §2.4, §6): a member goes to the cart; a visitor gets the login dialog,
 * which sends them to the cart after signing in. Returns the path to navigate to, or null.
 */
@injectable()
export class OpenCartTab {
  constructor(
    @inject(UserMetaStore) private readonly userMeta: UserMetaStore,
    @inject(LoginDialogController) private readonly loginDialog: LoginDialogController,
  ) {}

  execute(): string | null {
    const action = cartTabAction(this.userMeta.state$.getValue()?.signedIn ?? false);
    if (action.kind === 'navigate') return action.path;
    this.loginDialog.open({ redirectTo: action.redirectTo });
    return null;
  }
}

import { inject, injectable } from 'inversify';
import { LoginDialogController } from '../shell/LoginDialogController';
import { UserMetaStore } from '../shell/UserMetaStore';

/** Writes in the forum need a member: a signed-out visitor gets the login dialog, and the caller keeps what was typed. */
@injectable()
export class RequireMember {
  constructor(
    @inject(UserMetaStore) private readonly userMeta: UserMetaStore,
    @inject(LoginDialogController) private readonly loginDialog: LoginDialogController,
  ) {}

  /** True when signed in; otherwise opens the login dialog for `actionName` and answers false. */
  execute(actionName: string): boolean {
    if (this.userMeta.state$.getValue()?.signedIn) return true;
    this.loginDialog.open({ actionName });
    return false;
  }
}

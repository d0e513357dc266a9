import { inject, injectable } from '../injection';
import { linkAction, type LinkAction } from '../../domain/notifications/rules';
import { LoginDialogController } from '../shell/LoginDialogController';
import { SessionStore } from '../shell/SessionStore';
import { NotificationPopupStore } from './NotificationPopupStore';
import type { DeveloperLog, NotificationGateway } from './ports';
import { NOTIFICATION_TOKENS } from './tokens';

export type Dismissal = { how: 'close' | 'timer' } | { how: 'click'; siteOrigin: string };

/**
 * Closing, clicking or the timer running out (SPEC §4.2): the popup clears and is marked read (a
 * mission only for a member, SPEC §6). A click on the sign-up link opens the login dialog; any other
 * link comes back as where to go (a path in the app or another site) for the page to follow.
 */
@injectable()
export class DismissNotification {
  constructor(
    @inject(NotificationPopupStore) private readonly popup: NotificationPopupStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginDialogController) private readonly loginDialog: LoginDialogController,
    @inject(NOTIFICATION_TOKENS.NotificationGateway) private readonly gateway: NotificationGateway,
    @inject(NOTIFICATION_TOKENS.DeveloperLog) private readonly log: DeveloperLog,
  ) {}

  async execute(dismissal: Dismissal): Promise<LinkAction | null> {
    const notification = this.popup.current();
    if (notification === null) return null;
    this.popup.clear();
    const action = dismissal.how === 'click' ? linkAction(notification.link, dismissal.siteOrigin) : null;
    if (action?.kind === 'sign-up') this.loginDialog.open(action.redirectTo ? { redirectTo: action.redirectTo } : {});
    await this.markRead(notification.id).catch((error: unknown) => this.log.warn('notification read failed', error));
    return action;
  }

  private async markRead(id: number | null): Promise<void> {
    if (id !== null) return this.gateway.markNormalRead(id);
    if (this.session.signedIn()) return this.gateway.markMissionRead();
  }
}

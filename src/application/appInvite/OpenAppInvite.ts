import { inject, injectable } from '../injection';
import { shouldOpenInviteDialog, type InviteDialogContext } from '../../domain/appInvite/inviteDialog';
import { recordVisit } from '../../domain/appInvite/visitHistory';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import { AppInviteRecords } from './AppInviteRecords';

export type AppInvitePage = Omit<InviteDialogContext, 'visitCount' | 'state' | 'now'> & { fullPath: string };

/** Counts a page view and says whether the app-invite dialog opens on it (SPEC §4.6). */
@injectable()
export class OpenAppInvite {
  constructor(
    @inject(AppInviteRecords) private readonly records: AppInviteRecords,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute({ fullPath, ...page }: AppInvitePage): boolean {
    const visits = recordVisit(this.records.visits(), fullPath);
    this.records.saveVisits(visits);
    return shouldOpenInviteDialog({ ...page, visitCount: visits[fullPath], state: this.records.invite(), now: this.clock.now() });
  }
}

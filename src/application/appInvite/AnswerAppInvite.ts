import { inject, injectable } from '../injection';
import { answerInvite } from '../../domain/appInvite/inviteDialog';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import { AppInviteRecords } from './AppInviteRecords';

/** Either button of the invite dialog (下載 App or 先逛網頁) records when and that it was clicked. */
@injectable()
export class AnswerAppInvite {
  constructor(
    @inject(AppInviteRecords) private readonly records: AppInviteRecords,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  execute(): void {
    this.records.saveInvite(answerInvite(this.clock.now()));
  }
}

import { inject, injectable } from '../injection';
import type { PageEntry } from '../../domain/notifications/pageType';
import { ChooseNotification } from './ChooseNotification';
import { DismissNotification } from './DismissNotification';
import { NotificationPopupStore } from './NotificationPopupStore';

/** Page entry → the chosen notification goes on screen after its delay and closes when its timer runs out. */
@injectable()
export class ShowNotification {
  constructor(
    @inject(ChooseNotification) private readonly choose: ChooseNotification,
    @inject(NotificationPopupStore) private readonly popup: NotificationPopupStore,
    @inject(DismissNotification) private readonly dismiss: DismissNotification,
  ) {}

  private entries = 0;

  async execute(entry: PageEntry): Promise<void> {
    const ticket = ++this.entries;
    this.popup.clear();
    const notification = await this.choose.execute(entry);
    // A later page entry wins over a slow answer for an earlier page.
    if (notification && ticket === this.entries) this.popup.present(notification, () => void this.dismiss.execute({ how: 'timer' }));
  }
}

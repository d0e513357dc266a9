import { injectable } from '../injection';
import type { AppNotification } from '../../domain/notifications/notification';
import type { PageEntry } from '../../domain/notifications/pageType';

/** The page server's answer for the page it rendered: which notification that entry shows (none is null). */
export interface SeededEntry extends PageEntry { notification: AppNotification | null }

/**
 * SPEC §4.2 asks on page entry. The page server asks for the page it renders (in process, with the
 * visitor's own session) and hands the answer over in the boot state, so the browser's first entry
 * takes it instead of asking again: a first visit loads no HTTP gateway just to learn there is a
 * mission. Taken once, by the first entry only; every later entry asks the shop.
 */
@injectable()
export class EntryNotificationSeed {
  private seeded: SeededEntry | null = null;

  seed(entry: SeededEntry): void {
    this.seeded = entry;
  }

  /** The seeded answer when this is the entry the server answered for; undefined otherwise (then ask). */
  take(entry: PageEntry): AppNotification | null | undefined {
    const seeded = this.seeded;
    this.seeded = null;
    return seeded && seeded.pathname === entry.pathname && seeded.signedIn === entry.signedIn ? seeded.notification : undefined;
  }
}

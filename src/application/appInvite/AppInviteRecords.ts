import { inject, injectable } from '../injection';
import { parseInviteState, type InviteDialogState } from '../../domain/appInvite/inviteDialog';
import { parseVisitHistory, type VisitHistory } from '../../domain/appInvite/visitHistory';
import type { KeyValueStore } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';

export const APP_INVITE_KEYS = {
  invite: 'jiutuan.appInvite',
  visits: 'jiutuan.pageVisits',
  bannerClosedAt: 'jiutuan.smartBannerClosedAt',
  deviceId: 'jiutuan.deviceId',
  redirectedAt: 'jiutuan.appRedirectedAt',
} as const;

/** What the browser remembers for the invite dialog, the smart banner and the app redirect (localStorage). */
@injectable()
export class AppInviteRecords {
  constructor(@inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore) {}

  invite(): InviteDialogState {
    return parseInviteState(this.store.get(APP_INVITE_KEYS.invite));
  }

  saveInvite(state: InviteDialogState): void {
    this.store.set(APP_INVITE_KEYS.invite, JSON.stringify(state));
  }

  visits(): VisitHistory {
    return parseVisitHistory(this.store.get(APP_INVITE_KEYS.visits));
  }

  saveVisits(history: VisitHistory): void {
    this.store.set(APP_INVITE_KEYS.visits, JSON.stringify(history));
  }

  timeOf(key: 'bannerClosedAt' | 'redirectedAt'): number | null {
    const value = Number(this.store.get(APP_INVITE_KEYS[key]));
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  saveTime(key: 'bannerClosedAt' | 'redirectedAt', at: number): void {
    this.store.set(APP_INVITE_KEYS[key], String(at));
  }

  /** The device id, created from the fresh candidate on first use and kept afterwards. */
  deviceId(candidate: string): string {
    const known = this.store.get(APP_INVITE_KEYS.deviceId);
    if (known) return known;
    this.store.set(APP_INVITE_KEYS.deviceId, candidate);
    return candidate;
  }
}

import { inject, injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';
import { POPUP_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS } from '../../domain/constants';
import type { Popup } from '../../domain/shell/popup';
import { PORT_TOKENS } from '../tokens';
import type { Scheduler } from './ports';

export interface PopupActions {
  primary?: () => void;
  secondary?: () => void;
  /** The shopper closed it (the shadow, Escape or the close button). */
  close?: () => void;
}

export interface PopupOptions {
  /** Milliseconds until it closes itself; null keeps it until cleared (3000 by default, SPEC §4.4). */
  autoCloseMs?: number | null;
  scrollLock?: boolean;
  actions?: PopupActions;
}

export type StackEntry =
  | { id: number; kind: 'toast'; text: string }
  | { id: number; kind: 'popup'; popup: Popup; scrollLock: boolean; actions: PopupActions };

export type PopupEntry = Extract<StackEntry, { kind: 'popup' }>;

/**
 * The one stack of everything that floats over the page (SPEC §4.4): common popups and toasts.
 * Set puts an entry on top (the active one); its timer clears it only if that id is still on the
 * stack, so an old timer never closes a newer popup.
 */
@injectable()
export class PopupStack {
  readonly state$ = new BehaviorSubject<readonly StackEntry[]>([]);
  private nextId = 1;

  constructor(@inject(PORT_TOKENS.Scheduler) private readonly scheduler: Scheduler) {}

  set(popup: Popup, options: PopupOptions = {}): number {
    const entry: StackEntry = { id: this.nextId++, kind: 'popup', popup, scrollLock: options.scrollLock ?? false, actions: options.actions ?? {} };
    return this.push(entry, options.autoCloseMs === undefined ? POPUP_AUTO_CLOSE_MS : options.autoCloseMs);
  }

  toast(text: string, autoCloseMs: number = TOAST_AUTO_CLOSE_MS): number {
    return this.push({ id: this.nextId++, kind: 'toast', text }, autoCloseMs);
  }

  /** Removes the entry with this id; does nothing when it is already gone. */
  clear(id: number): void {
    const entries = this.state$.getValue();
    if (entries.some((entry) => entry.id === id)) this.state$.next(entries.filter((entry) => entry.id !== id));
  }

  /** The popup on top of the stack, or null. */
  active(): PopupEntry | null {
    return popupsOf(this.state$.getValue()).at(-1) ?? null;
  }

  private push(entry: StackEntry, autoCloseMs: number | null): number {
    this.state$.next([...this.state$.getValue(), entry]);
    if (autoCloseMs !== null) this.scheduler.after(autoCloseMs, () => this.clear(entry.id));
    return entry.id;
  }
}

export const popupsOf = (entries: readonly StackEntry[]): PopupEntry[] =>
  entries.filter((entry): entry is PopupEntry => entry.kind === 'popup');

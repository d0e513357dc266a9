import { injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';

export interface LoginDialogState {
  open: boolean;
  /** What the visitor was doing, shown as a subtitle (e.g. 點擊補貨通知我, SPEC §4.5). */
  actionName: string | null;
  /** Where to go after signing in (e.g. the cart, SPEC §2.4). */
  redirectTo: string | null;
}

const CLOSED: LoginDialogState = { open: false, actionName: null, redirectTo: null };

/** Anyone may ask for the login dialog; the shell shows it from this state. */
@injectable()
export class LoginDialogController {
  readonly state$ = new BehaviorSubject<LoginDialogState>(CLOSED);

  open(options: { actionName?: string; redirectTo?: string } = {}): void {
    this.state$.next({ open: true, actionName: options.actionName ?? null, redirectTo: options.redirectTo ?? null });
  }

  close(): void {
    this.state$.next(CLOSED);
  }
}

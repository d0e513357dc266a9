import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';

/** Items in the cart, for the cart badge (SPEC §2.4). */
@injectable()
export class CartCountStore {
  readonly state$ = new BehaviorSubject<number>(0);

  set(count: number): void {
    this.state$.next(Math.max(0, Math.floor(count)));
  }
}

import { injectable } from '../injection';
import { BehaviorSubject } from 'rxjs';

/** Online (true) or offline (false), SPEC §2.2; WatchConnectivity feeds it in the browser. */
@injectable()
export class ConnectivityStore {
  readonly state$ = new BehaviorSubject<boolean>(true);

  set(online: boolean): void {
    if (this.state$.getValue() !== online) this.state$.next(online);
  }
}

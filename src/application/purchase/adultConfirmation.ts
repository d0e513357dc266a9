import { inject, injectable } from '../injection';
import {
  cancelAdult, confirmAdult, needsAdultConfirmation, parseAdultConfirmation, type AdultConfirmation,
} from '../../domain/purchase/adultConfirmation';
import type { Clock } from '../auth/ports';
import type { KeyValueStore } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';
import { AdultConfirmationStore } from './stores';

export const ADULT_CONFIRMATION_KEY = 'adult_confirmation';

/** Reads and writes the SPEC §4.3 record; the store lets every card see a change at once. */
@injectable()
export class AdultConfirmationRecord {
  constructor(
    @inject(PORT_TOKENS.KeyValueStore) private readonly storage: KeyValueStore,
    @inject(PORT_TOKENS.Clock) readonly clock: Clock,
    @inject(AdultConfirmationStore) private readonly store: AdultConfirmationStore,
  ) {}

  read(): AdultConfirmation | null {
    const record = parseAdultConfirmation(this.storage.get(ADULT_CONFIRMATION_KEY));
    this.store.set(record);
    return record;
  }

  write(record: AdultConfirmation): void {
    this.storage.set(ADULT_CONFIRMATION_KEY, JSON.stringify(record));
    this.store.set(record);
  }
}

/** SPEC §4.3: true when no valid (30-minute) confirmation exists, so the modal must open. */
@injectable()
export class NeedsAdultConfirmation {
  constructor(@inject(AdultConfirmationRecord) private readonly record: AdultConfirmationRecord) {}

  execute(): boolean {
    return needsAdultConfirmation(this.record.read(), this.record.clock.now());
  }
}

/** SPEC §4.3: confirm sets true; the caller runs its own follow-up (the spec's callback) afterwards. */
@injectable()
export class ConfirmAdult {
  constructor(@inject(AdultConfirmationRecord) private readonly record: AdultConfirmationRecord) {}

  execute(): void {
    this.record.write(confirmAdult(this.record.clock.now()));
  }
}

/** SPEC §4.3: cancel sets false; the caller runs its own follow-up afterwards. */
@injectable()
export class CancelAdult {
  constructor(@inject(AdultConfirmationRecord) private readonly record: AdultConfirmationRecord) {}

  execute(): void {
    this.record.write(cancelAdult(this.record.clock.now()));
  }
}

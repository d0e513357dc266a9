import type { IdempotencyKeys } from '../../application/checkout/ports';

/** Random keys in the browser (crypto.randomUUID is in every browser and Node we support). */
export class RandomIdempotencyKeys implements IdempotencyKeys {
  next(): string {
    return globalThis.crypto.randomUUID();
  }
}

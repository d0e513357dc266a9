/** What placing an order comes to: placed, or why not (nothing is changed then). */
export type PlaceOutcome =
  | { kind: 'placed'; orderId: number; replayed: boolean }
  | { kind: 'not-found' }
  | { kind: 'key-reused' }
  | { kind: 'already-ordered'; orderId: number }
  | { kind: 'incomplete'; fields: Record<string, string> }
  | { kind: 'unavailable'; lines: Record<string, string> }
  /** Re-priced above what the parent saw (a coupon or credit was used by another order meanwhile): she confirms the new total first. */
  | { kind: 'total-changed'; total: number; expected: number };

/** Thrown inside the transaction to roll back every write when a conditional update loses a race. */
export class OrderAbort extends Error {
  constructor(readonly outcome: PlaceOutcome) {
    super('order aborted');
  }
}


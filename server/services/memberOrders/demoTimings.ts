/**
 * Demo mode's stand-ins for the warehouse, the carrier and customer service, in one place:
 * a paid order ships after 1 minute, arrives 2 minutes later and completes 3 minutes after
 * that; a refund request is approved and paid after 1 minute. The jobs look every 10 seconds.
 */
export const DEMO_TIMINGS = {
  tickMs: 10_000,
  shipAfterMs: 60_000,
  deliverAfterMs: 120_000,
  completeAfterMs: 180_000,
  approveRefundAfterMs: 60_000,
} as const;

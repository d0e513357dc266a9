import { ADULT_CONFIRMATION_VALIDITY_MS } from '../constants';

/** SPEC §3 "Adult confirmation record". updatedAt in epoch ms. */
export interface AdultConfirmation {
  value: boolean;
  updatedAt: number;
}

export const confirmAdult = (now: number): AdultConfirmation => ({ value: true, updatedAt: now });
export const cancelAdult = (now: number): AdultConfirmation => ({ value: false, updatedAt: now });

/** A confirmation counts for 30 minutes (SPEC §4.3, §9); a cancel never does. */
export function isAdultConfirmed(record: AdultConfirmation | null, now: number): boolean {
  return record !== null && record.value && now - record.updatedAt < ADULT_CONFIRMATION_VALIDITY_MS && now >= record.updatedAt;
}

export const needsAdultConfirmation = (record: AdultConfirmation | null, now: number): boolean => !isAdultConfirmed(record, now);

/** Reads a stored record; anything malformed counts as none. */
export function parseAdultConfirmation(text: string | null): AdultConfirmation | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return typeof record.value === 'boolean' && typeof record.updatedAt === 'number' ? { value: record.value, updatedAt: record.updatedAt } : null;
  } catch {
    return null;
  }
}

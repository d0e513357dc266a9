import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages';

/**
 * Issue 30: a new password is refused when a maintained strength estimator (zxcvbn-ts with its common
 * password list and keyboard graphs) guesses it within about 10^6 tries — score 0 or 1 of 0–4: 12345678,
 * password, qwertyui, the e-mail itself. Server side only: the dictionaries stay out of every page's bundle.
 */
export const MIN_PASSWORD_SCORE = 2;

type Reason = keyof typeof AUTH_MESSAGES.passwordWeak;
const REASONS: Record<string, Reason> = {
  topTen: 'common', topHundred: 'common', common: 'common', similarToCommon: 'common', wordByItself: 'common',
  namesByThemselves: 'common', commonNames: 'common', pwned: 'common', sequences: 'sequence', simpleRepeat: 'repeat',
  extendedRepeat: 'repeat', straightRow: 'keyboard', keyPattern: 'keyboard', dates: 'date', recentYears: 'date', userInputs: 'personal',
};

let estimator: ZxcvbnFactory | null = null;
// Built on first use: the dictionaries take a moment to index, and most requests never need them.
const estimate = () => (estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Why the password is too easy to guess (zh-TW), or null when it is strong enough. `personal`: the e-mail, nickname. */
export function passwordWeakness(password: string, personal: readonly string[]): string | null {
  const inputs = personal.flatMap((p) => [p, ...p.split('@')]).filter((p) => p.length >= 3);
  const result = estimate().check(password.slice(0, 128), inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return AUTH_MESSAGES.passwordWeak[REASONS[result.feedback.warning ?? ''] ?? 'other'];
}

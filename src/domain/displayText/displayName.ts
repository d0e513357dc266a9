import { fail, ok, type Result } from '../errors/Result';
import { cleanDisplayText, visibleLength } from './cleanText';
import { impersonatesShop } from './impersonation';

/** Why a chosen name is refused; each area words it in its own messages. */
export type NameProblem = 'required' | 'too_long' | 'reserved';

/** A name others will read (nickname, baby name): cleaned, 1..max characters, never the shop's or its staff's. */
export function checkDisplayName(raw: string, max: number): Result<string, NameProblem> {
  const name = cleanDisplayText(raw, 'name');
  if (name === '') return fail('required');
  if (visibleLength(name) > max) return fail('too_long');
  return impersonatesShop(name) ? fail('reserved') : ok(name);
}

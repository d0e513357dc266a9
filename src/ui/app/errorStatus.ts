import { errorPageStatus } from '../../domain/errors/errorPage';

/** HTTP status a page should answer with for a client exception kind of SPEC §8 (the rule is the domain's). */
export const statusForError = (error: unknown): number => errorPageStatus(error);

const kindOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'kind' in error ? String((error as { kind: unknown }).kind) : undefined;

export function redirectPathOf(error: unknown): string | null {
  if (kindOf(error) !== 'redirect') return null;
  const path = (error as { path?: unknown; link?: { path?: unknown } }).path ?? (error as { link?: { path?: unknown } }).link?.path;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** HTTP status a page should answer with for a client exception kind of SPEC §8. */
const STATUS_BY_KIND: Record<string, number> = {
  'not-found': 404,
  'service-unavailable': 503,
  'too-many-attempts': 429,
  parameter: 400,
};

const kindOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'kind' in error ? String((error as { kind: unknown }).kind) : undefined;

export function statusForError(error: unknown): number {
  return STATUS_BY_KIND[kindOf(error) ?? ''] ?? 500;
}

export function redirectPathOf(error: unknown): string | null {
  if (kindOf(error) !== 'redirect') return null;
  const path = (error as { path?: unknown; link?: { path?: unknown } }).path ?? (error as { link?: { path?: unknown } }).link?.path;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

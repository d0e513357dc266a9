import { data, redirect } from 'react-router-dom';
import { statusForError, redirectPathOf } from '../app/errorStatus';

/** Turns a client exception (SPEC §8) into the route error the error pages render. */
export function throwAsRouteError(error: unknown): never {
  const path = redirectPathOf(error);
  if (path) throw redirect(path);
  throw data({ message: error instanceof Error ? error.message : String(error) }, { status: statusForError(error) });
}

export function throwNotFound(): never {
  throw data({ message: 'not found' }, { status: 404 });
}

import type { UserMeta } from '../user/UserMeta';

/**
 * SPEC §8: a disagreement about the signed-in state is reported (never shown): the user info's two
 * signed-in fields differ, it says signed in without a user id, or the server still says signed out
 * right after the client refreshed its token. Null when all agree.
 */
export function sessionMismatch(meta: UserMeta, clientExpectsSignedIn: boolean | null): string | null {
  if (meta.signedInAlias !== undefined && meta.signedInAlias !== meta.signedIn) return 'signed_in and signedIn disagree';
  if (meta.signedIn && meta.id === null) return 'signed in without a user id';
  if (clientExpectsSignedIn === true && !meta.signedIn) return 'signed out right after a token refresh';
  return null;
}

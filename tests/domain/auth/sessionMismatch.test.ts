import { sessionMismatch } from '../../../src/domain/auth/sessionMismatch';
import { UserMetaMother } from '../../application/mothers/UserMetaMother';

describe('signed-in mismatch (SPEC §8)', () => {
  it('is null when the user info agrees with itself and the client', () => {
    expect(sessionMismatch(UserMetaMother.signedOut(), null)).toBeNull();
  });
  it('names each disagreement', () => {
    expect(sessionMismatch({ ...UserMetaMother.signedOut(), signedInAlias: true }, null)).toBe('signed_in and signedIn disagree');
    expect(sessionMismatch({ ...UserMetaMother.signedOut(), signedIn: true, id: null }, null)).toBe('signed in without a user id');
    expect(sessionMismatch(UserMetaMother.signedOut(), true)).toBe('signed out right after a token refresh');
  });
});

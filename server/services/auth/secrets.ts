import { createHash, randomBytes } from 'node:crypto';

/** An opaque random secret (tokens, sids, codes): 256 bits, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Only digests are stored, so a leaked table does not hand out working secrets. */
export const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { OWASP_SCRYPT_COST } from '../../config';
import { BoundedQueue, HASH_QUEUE_MAX_WAITING, hashConcurrency } from './hashQueue';

const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** Every hash and check of this process goes through one queue (see hashQueue.ts). */
const hashing = new BoundedQueue(hashConcurrency(), HASH_QUEUE_MAX_WAITING);

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave head-room above Node's 32 MiB default.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return hashing.run(() => new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  ));
}

/** `scrypt$N$r$p$salt$hash` (base64url), OWASP parameters N=2^17, r=8, p=1 and a per-user salt. */
export async function hashPassword(password: string, N: number = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when the stored hash used a lower cost than the one now configured. */
export function needsRehash(stored: string, N: number): boolean {
  return Number(stored.split('$')[1]) < N;
}

const dummies = new Map<number, Promise<string>>();
/** Spends the same time as a real check when the e-mail is unknown, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string, N: number): Promise<false> {
  if (!dummies.has(N)) dummies.set(N, hashPassword('not-a-real-password', N));
  await verifyPassword(password, await dummies.get(N)!);
  return false;
}

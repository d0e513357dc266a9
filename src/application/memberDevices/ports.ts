import type { SignedInDevice } from '../../domain/memberDevices/devices';

/** What ending sign-ins did: how many ended, and the shop's line about it. */
export interface SignedOutDevices { count: number; message: string }

/**
 * The member's signed-in browsers and apps at the shop (/v1/member/sessions). Refusals (a device
 * already ended, another member's) arrive as the client exceptions of SPEC §8 with the shop's message.
 */
export interface SignedInDevices {
  list(): Promise<SignedInDevice[]>;
  signOut(id: number): Promise<SignedOutDevices>;
  signOutOthers(): Promise<SignedOutDevices>;
}

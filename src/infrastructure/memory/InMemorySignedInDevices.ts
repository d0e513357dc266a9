import type { SignedInDevices, SignedOutDevices } from '../../application/memberDevices/ports';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { ApiError, NotFoundError } from '../../domain/errors/clientErrors';
import { describeDevice } from '../../domain/memberDevices/deviceLabel';
import { orderDevices, type SignedInDevice } from '../../domain/memberDevices/devices';
import { DeviceMessages } from '../../domain/memberDevices/messages';

interface Held { id: number; memberId: number; userAgent: string; signedInAt: number; lastUsedAt: number }

/**
 * The shop's 登入裝置 rules in memory, for tests and specs: each sign-in is a device of a member;
 * `signedIn` is who is asking and `here` the device they ask from (null = a visitor, or signed out).
 */
export class InMemorySignedInDevices implements SignedInDevices {
  readonly devices: Held[] = [];
  signedIn: number | null = null;
  here: number | null = null;
  private nextId = 1;

  /** A sign-in of `memberId` with this user agent; `asHere` makes it the device the next calls come from. */
  signIn(memberId: number, userAgent: string, at: number, asHere = false): Held {
    const device = { id: this.nextId++, memberId, userAgent, signedInAt: at, lastUsedAt: at };
    this.devices.push(device);
    if (asHere) [this.signedIn, this.here] = [memberId, device.id];
    return device;
  }

  /** Whether a device can still call the shop (it was not signed out). */
  isSignedIn(id: number): boolean {
    return this.devices.some((d) => d.id === id);
  }

  private me(): number {
    if (this.signedIn === null || this.here === null || !this.isSignedIn(this.here)) throw new ApiError(401, 'AUTH_100023', AUTH_MESSAGES.signInRequired);
    return this.signedIn;
  }

  async list(): Promise<SignedInDevice[]> {
    const me = this.me();
    return orderDevices(this.devices.filter((d) => d.memberId === me).map((d) => ({
      id: d.id, ...describeDevice(d.userAgent), current: d.id === this.here, signedInAt: d.signedInAt, lastUsedAt: d.lastUsedAt,
    })));
  }

  async signOut(id: number): Promise<SignedOutDevices> {
    const me = this.me();
    const index = this.devices.findIndex((d) => d.id === id && d.memberId === me);
    if (index < 0) throw new NotFoundError(DeviceMessages.NOT_FOUND);
    this.devices.splice(index, 1);
    return { count: 1, message: DeviceMessages.SIGNED_OUT_ONE };
  }

  async signOutOthers(): Promise<SignedOutDevices> {
    const me = this.me();
    const others = this.devices.filter((d) => d.memberId === me && d.id !== this.here);
    for (const other of others) this.devices.splice(this.devices.indexOf(other), 1);
    return { count: others.length, message: DeviceMessages.signedOutOthers(others.length) };
  }
}

import { inject, injectable } from '../injection';
import { attempt, type FormOutcome } from '../formOutcome';
import type { SignedInDevices, SignedOutDevices } from './ports';
import { MEMBER_DEVICES_TOKENS } from './tokens';

/** 登出 beside one device of 登入裝置: that browser or app is signed out on its next call. */
@injectable()
export class SignOutDevice {
  constructor(@inject(MEMBER_DEVICES_TOKENS.SignedInDevices) private readonly devices: SignedInDevices) {}

  async execute(input: { id: number }): Promise<FormOutcome<SignedOutDevices>> {
    return attempt(() => this.devices.signOut(input.id));
  }
}

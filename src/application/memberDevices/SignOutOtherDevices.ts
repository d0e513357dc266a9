import { inject, injectable } from '../injection';
import { attempt, type FormOutcome } from '../formOutcome';
import type { SignedInDevices, SignedOutDevices } from './ports';
import { MEMBER_DEVICES_TOKENS } from './tokens';

/** 登出其他所有裝置: every sign-in of the account but this one ends (the shop counts them). */
@injectable()
export class SignOutOtherDevices {
  constructor(@inject(MEMBER_DEVICES_TOKENS.SignedInDevices) private readonly devices: SignedInDevices) {}

  async execute(): Promise<FormOutcome<SignedOutDevices>> {
    return attempt(() => this.devices.signOutOthers());
  }
}

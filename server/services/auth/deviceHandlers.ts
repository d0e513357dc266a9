import { ErrorCode } from '../../../contract/common';
import { MemberDeviceEndpoints as E } from '../../../contract/endpoints/memberDevices';
import { DeviceMessages } from '../../../src/domain/memberDevices/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type Handling } from '../../api/handler';
import { HttpError } from '../../api/errors';
import { endDevice, endOtherDevices, listDevices } from './deviceList';

/** 登入裝置 (member area): the member's signed-in browsers and apps; end one, or every one but this (the caller's sign-in). */
export const memberDeviceHandlers = (ctx: AppContext): Handling[] => [
  handle(E.list, async ({ member, familyId }) => ok({ devices: await listDevices(ctx.db, member.id, familyId, ctx.now()) })),
  handle(E.signOut, async ({ member }, { params }) => {
    // Another member's device is answered exactly like one that does not exist.
    if (!(await endDevice(ctx.db, member.id, params.id, ctx.now()))) return refuse(new HttpError(404, ErrorCode.NOT_FOUND, DeviceMessages.NOT_FOUND));
    return ok({ signed_out: 1, message: DeviceMessages.SIGNED_OUT_ONE });
  }),
  handle(E.signOutOthers, async ({ member, familyId }) => {
    const count = await endOtherDevices(ctx.db, member.id, familyId, ctx.now());
    return ok({ signed_out: count, message: DeviceMessages.signedOutOthers(count) });
  }),
];

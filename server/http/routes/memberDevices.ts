import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../contract/common';
import type { SignedInDeviceListBody, SignedOutDevicesBody } from '../../../contract/memberDevices';
import { DeviceIdParams } from '../../../contract/memberDevicesRequests';
import { DeviceMessages } from '../../../src/domain/memberDevices/messages';
import type { AppContext } from '../../context';
import { endDevice, endOtherDevices, listDevices } from '../../services/auth/deviceList';
import { requireMemberSignIn } from '../authContext';
import { HttpError } from '../errors';
import { parseInput } from '../validation';

const DEVICE_PATHS = /^\/v1\/member\/sessions(\/|$)/;

/** 登入裝置 (member area): the member's signed-in browsers and apps; end one, or every one but this. */
export function memberDeviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Member data: never kept by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (DEVICE_PATHS.test(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
  });

  app.get('/v1/member/sessions', async (request): Promise<{ data: SignedInDeviceListBody }> => {
    const { member, familyId } = await requireMemberSignIn(ctx, request);
    return { data: { devices: await listDevices(ctx.db, member.id, familyId, ctx.now()) } };
  });

  app.delete('/v1/member/sessions/:id', async (request): Promise<{ data: SignedOutDevicesBody }> => {
    const { member } = await requireMemberSignIn(ctx, request);
    const { id } = parseInput(DeviceIdParams, request.params);
    // Another member's device is answered exactly like one that does not exist.
    if (!(await endDevice(ctx.db, member.id, id, ctx.now()))) throw new HttpError(404, ErrorCode.NOT_FOUND, DeviceMessages.NOT_FOUND);
    return { data: { signed_out: 1, message: DeviceMessages.SIGNED_OUT_ONE } };
  });

  app.post('/v1/member/sessions/logout-others', async (request): Promise<{ data: SignedOutDevicesBody }> => {
    const { member, familyId } = await requireMemberSignIn(ctx, request);
    const count = await endOtherDevices(ctx.db, member.id, familyId, ctx.now());
    return { data: { signed_out: count, message: DeviceMessages.signedOutOthers(count) } };
  });
}

import { queryOptions } from '@tanstack/react-query';
import { READ_EACH_VISIT } from '../../../routes/RouteQuery';
import type { Resolver } from '../../../../application/injection';
import type { SignedInDevices } from '../../../../application/memberDevices/ports';
import { MEMBER_DEVICES_TOKENS } from '../../../../application/memberDevices/tokens';

/** Query key and fetcher of 登入裝置 (a read with no rule of its own goes through the port); sign-outs invalidate it. */
export const deviceKeys = { all: ['member-devices'] as const };

const devices = (container: Resolver) => container.get<SignedInDevices>(MEMBER_DEVICES_TOKENS.SignedInDevices);

export const devicesQuery = (container: Resolver) =>
  queryOptions({ queryKey: deviceKeys.all, queryFn: () => devices(container).list(), ...READ_EACH_VISIT });

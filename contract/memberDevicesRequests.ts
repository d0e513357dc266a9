import { z } from 'zod/mini';
import { pathId } from './requestParts';

/** Requests of 登入裝置: the device (sign-in) id in the path. */
export const DeviceIdParams = z.object({ id: pathId });

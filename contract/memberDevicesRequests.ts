import { z } from 'zod';

/** Requests of 登入裝置: the device (sign-in) id in the path. */
export const DeviceIdParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1)) });

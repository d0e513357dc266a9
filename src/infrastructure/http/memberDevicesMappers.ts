import type { SignedInDeviceBody, SignedInDeviceListBody, SignedOutDevicesBody } from '../../../contract/memberDevices';
import type { SignedOutDevices } from '../../application/memberDevices/ports';
import { orderDevices, type SignedInDevice } from '../../domain/memberDevices/devices';

/** Wire (snake_case, contract/) → domain values of 登入裝置. */
const toDevice = (d: SignedInDeviceBody): SignedInDevice => ({
  id: d.id, label: d.label, kind: d.kind, current: d.current, signedInAt: d.signed_in_at, lastUsedAt: d.last_used_at,
});

/** This device first, then the most recently used. */
export const toDevices = (b: SignedInDeviceListBody): SignedInDevice[] => orderDevices(b.devices.map(toDevice));

export const toSignedOut = (b: SignedOutDevicesBody): SignedOutDevices => ({ count: b.signed_out, message: b.message });

import 'reflect-metadata';
import { SignOutDevice } from '../../../src/application/memberDevices/SignOutDevice';
import { SignOutOtherDevices } from '../../../src/application/memberDevices/SignOutOtherDevices';
import { FixedClock } from '../../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { InMemorySignedInDevices } from '../../../src/infrastructure/memory/InMemorySignedInDevices';
import { DevicesMother } from './DevicesMother';

function givenAmyOnThreeDevices() {
  const container = buildTestContainer();
  const devices = container.get(InMemorySignedInDevices);
  const held = DevicesMother.amyOnThreeDevices(devices, container.get(FixedClock).now());
  return { devices, held, signOut: container.get(SignOutDevice), signOutOthers: container.get(SignOutOtherDevices) };
}

describe('SignOutDevice', () => {
  it('signs one of Amy\'s other devices out and keeps the rest', async () => {
    const { devices, held, signOut } = givenAmyOnThreeDevices();
    const outcome = await signOut.execute({ id: held.phone.id });
    expect(outcome).toEqual({ ok: true, value: { count: 1, message: '已登出該裝置' } });
    expect((await devices.list()).map((d) => d.label)).toEqual(['Chrome · macOS', 'Edge · Windows']);
    expect(devices.isSignedIn(held.phone.id)).toBe(false);
  });

  it('cannot reach another member\'s device: the shop answers it is not found, and nothing ends', async () => {
    const { devices, held, signOut } = givenAmyOnThreeDevices();
    const outcome = await signOut.execute({ id: held.bens.id });
    expect(outcome).toEqual({ ok: false, error: { code: 'GEN_000002', message: '找不到這個登入裝置，可能已經登出了', fields: {} } });
    expect(devices.isSignedIn(held.bens.id)).toBe(true);
  });
});

describe('SignOutOtherDevices', () => {
  it('signs every device but this one out, and says how many', async () => {
    const { devices, held, signOutOthers } = givenAmyOnThreeDevices();
    expect(await signOutOthers.execute()).toEqual({ ok: true, value: { count: 2, message: '已登出其他 2 個裝置' } });
    expect((await devices.list()).map((d) => [d.label, d.current])).toEqual([['Chrome · macOS', true]]);
    expect(devices.isSignedIn(held.bens.id)).toBe(true);
    expect(await signOutOthers.execute()).toEqual({ ok: true, value: { count: 0, message: '沒有其他登入中的裝置' } });
  });

  it('tells a device that was itself signed out to sign in again', async () => {
    const { devices, held, signOutOthers } = givenAmyOnThreeDevices();
    devices.here = held.phone.id;
    await signOutOthers.execute();
    devices.here = held.laptop.id;
    const outcome = await signOutOthers.execute();
    expect(outcome).toMatchObject({ ok: false, error: { code: 'AUTH_100023' } });
  });
});

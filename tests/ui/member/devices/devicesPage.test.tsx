/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionStore } from '../../../../src/application/shell/SessionStore';
import { ToastCenter } from '../../../../src/application/shell/ToastCenter';
import { FixedClock } from '../../../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../../../src/infrastructure/di/buildTestContainer';
import { InMemorySignedInDevices } from '../../../../src/infrastructure/memory/InMemorySignedInDevices';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../../src/ui/app/createQueryClient';
import DevicesPage from '../../../../src/ui/pages/member/devices/DevicesPage';
import { UserMetaMother } from '../../../application/mothers/UserMetaMother';
import { DevicesMother } from '../../../application/memberDevices/DevicesMother';

function open() {
  const container = buildTestContainer();
  const devices = container.get(InMemorySignedInDevices);
  const held = DevicesMother.amyOnThreeDevices(devices, container.get(FixedClock).now());
  container.get(SessionStore).resolve(UserMetaMother.amy());
  const router = createMemoryRouter([{ path: '/member/devices', element: <Suspense fallback={null}><DevicesPage /></Suspense> }], { initialEntries: ['/member/devices'] });
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return { container, devices, held };
}

const rows = () => screen.getAllByTestId('signed-in-device');

describe('登入裝置 (member devices)', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => { confirm = jest.spyOn(window, 'confirm').mockReturnValue(true); });
  afterEach(() => confirm.mockRestore());

  it('lists this device first, marked 這個裝置, then the others with a 登出 each', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '登入裝置' })).toBeInTheDocument();
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Chrome · macOS', 'Edge · Windows', '寶貝揪團 App · iOS']);
    expect(within(rows()[0]).getByText('這個裝置')).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('button')).toBeNull();
    expect(within(rows()[2]).getByText(/^登入時間 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}・$/)).toBeInTheDocument();
    expect(within(rows()[2]).getByText(/^最近使用 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登出 寶貝揪團 App · iOS' })).toBeEnabled();
  });

  it('signs one device out after asking, and lists the rest', async () => {
    const { container, devices, held } = open();
    const button = await screen.findByRole('button', { name: '登出 寶貝揪團 App · iOS' });
    await act(async () => fireEvent.click(button));
    expect(confirm).toHaveBeenCalledWith('要將「寶貝揪團 App · iOS」登出嗎？該裝置下次操作時需要重新登入。');
    expect(devices.isSignedIn(held.phone.id)).toBe(false);
    expect(await screen.findAllByTestId('signed-in-device')).toHaveLength(2);
    expect(container.get(ToastCenter).state$.getValue().map((t) => t.text)).toEqual(['已登出該裝置']);
  });

  it('keeps a device when Amy changes her mind', async () => {
    const { devices, held } = open();
    confirm.mockReturnValue(false);
    const button = await screen.findByRole('button', { name: '登出 Edge · Windows' });
    await act(async () => fireEvent.click(button));
    expect(devices.isSignedIn(held.office.id)).toBe(true);
  });

  it('signs every other device out, then says only this device is signed in', async () => {
    const { devices, held } = open();
    const button = await screen.findByRole('button', { name: '登出其他所有裝置' });
    await act(async () => fireEvent.click(button));
    expect(devices.isSignedIn(held.phone.id) || devices.isSignedIn(held.office.id)).toBe(false);
    expect(await screen.findByText('目前只有這個裝置登入您的帳號')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '登出其他所有裝置' })).toBeNull();
  });
});

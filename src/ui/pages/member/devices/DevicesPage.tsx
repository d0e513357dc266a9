import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormOutcome } from '../../../../application/formOutcome';
import type { SignedOutDevices } from '../../../../application/memberDevices/ports';
import { SignOutDevice } from '../../../../application/memberDevices/SignOutDevice';
import { SignOutOtherDevices } from '../../../../application/memberDevices/SignOutOtherDevices';
import { hasOtherDevices, type SignedInDevice } from '../../../../domain/memberDevices/devices';
import { DeviceMessages } from '../../../../domain/memberDevices/messages';
import { useContainer } from '../../../di/ContainerProvider';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { useUseCase } from '../../../hooks/useUseCase';
import { Panel } from '../../checkout/OrderParts';
import { MemberShell } from '../MemberShell';
import { DeviceRow } from './DeviceRow';
import { deviceKeys, devicesQuery } from './devicesQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

/** 登入裝置 (/member/devices): the browsers and apps signed in to the account; sign one out, or every other. */
export default function DevicesPage() {
  const { data: devices } = useSuspenseQuery(devicesQuery(useContainer()));
  const signOutDevice = useUseCase(SignOutDevice);
  const signOutOthers = useUseCase(SignOutOtherDevices);
  const queryClient = useQueryClient();
  const toast = useOutcomeToast();
  const [busy, setBusy] = useState(false);

  const run = async (confirmText: string, action: () => Promise<FormOutcome<SignedOutDevices>>) => {
    if (!window.confirm(confirmText)) return;
    setBusy(true);
    const outcome = await action();
    await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    setBusy(false);
    toast(outcome);
  };
  const endOne = (device: SignedInDevice) => run(DeviceMessages.CONFIRM_SIGN_OUT(device.label), () => signOutDevice.execute({ id: device.id }));
  const endOthers = () => run(DeviceMessages.CONFIRM_SIGN_OUT_OTHERS, () => signOutOthers.execute());

  return (
    <MemberShell title={DeviceMessages.TITLE}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{DeviceMessages.INTRO}</Typography>
      <Panel title={DeviceMessages.LIST_TITLE} labelId="devices-list">
        <Box component="ul" aria-labelledby="devices-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {devices.map((device) => <DeviceRow key={device.id} device={device} busy={busy} onSignOut={(d) => void endOne(d)} />)}
        </Box>
      </Panel>
      {hasOtherDevices(devices) ? (
        <Button variant="contained" color="primary" disabled={busy} onClick={() => void endOthers()} sx={{ justifySelf: { xs: 'stretch', md: 'start' }, minHeight: 44 }}>
          {DeviceMessages.SIGN_OUT_OTHERS}
        </Button>
      ) : (
        <Typography sx={{ fontSize: 14, color: 'text.secondary', textAlign: 'center', py: 1 }}>{DeviceMessages.ONLY_THIS_DEVICE}</Typography>
      )}
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: DeviceMessages.TITLE, robots: 'noindex', canonicalPath: '/member/devices' }),
  queries: ({ container }) => [routeQuery(devicesQuery(container))],
};

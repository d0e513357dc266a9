import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { deviceTime, type SignedInDevice } from '../../../../domain/memberDevices/devices';
import { DeviceMessages } from '../../../../domain/memberDevices/messages';
import { SHOP_COLORS } from '../../../tokens';

/** One device of 登入裝置: what it is, when it signed in and was last used; 這個裝置, or 登出. */
export function DeviceRow({ device, busy, onSignOut }: { device: SignedInDevice; busy: boolean; onSignOut: (device: SignedInDevice) => void }) {
  return (
    <Box component="li" aria-label={device.label} data-testid="signed-in-device"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, py: 1.5, borderTop: `1px solid ${SHOP_COLORS.border}`, '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="span" sx={{ fontSize: 15, fontWeight: 700 }}>{device.label}</Typography>
          {device.current && (
            <Typography component="span" sx={{ fontSize: 12, fontWeight: 700, px: 1, py: 0.25, borderRadius: 8, bgcolor: SHOP_COLORS.softBackground, color: SHOP_COLORS.brandPinkDeep }}>
              {DeviceMessages.THIS_DEVICE}
            </Typography>
          )}
        </Box>
        {/* Each time stays whole on a narrow phone; the line breaks between them. */}
        <Typography sx={{ fontSize: 13, color: 'text.secondary', '& > span': { whiteSpace: 'nowrap' } }}>
          <span>{DeviceMessages.SIGNED_IN_AT(deviceTime(device.signedInAt))}・</span><span>{DeviceMessages.LAST_USED_AT(deviceTime(device.lastUsedAt))}</span>
        </Typography>
      </Box>
      {!device.current && (
        <Button variant="outlined" size="small" disabled={busy} onClick={() => onSignOut(device)} aria-label={DeviceMessages.SIGN_OUT_NAMED(device.label)}
          sx={{ flexShrink: 0, minHeight: 44, minWidth: 64 }}>
          {DeviceMessages.SIGN_OUT}
        </Button>
      )}
    </Box>
  );
}

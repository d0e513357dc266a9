import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '../../../domain/checkout/checkoutView';
import { CheckoutCopy } from './checkoutCopy';
import { formatDateTime } from './OrderParts';

/** The parcel on the order detail: carrier, 託運單號 and each status the carrier reported, newest first. */
export function OrderShipment({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  return (
    <Box sx={{ fontSize: 14 }}>
      <Typography sx={{ fontSize: 14 }}>{CheckoutCopy.CARRIER}：<span data-testid="shipment-carrier">{shipment.carrier}</span></Typography>
      {shipment.trackingNumber && (
        <Typography sx={{ fontSize: 14 }}>{CheckoutCopy.TRACKING_NUMBER}：<span data-testid="tracking-number">{shipment.trackingNumber}</span></Typography>
      )}
      <Box component="ol" aria-label={CheckoutCopy.SHIPMENT_EVENTS} sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary' }}>
        {[...shipment.events].reverse().map((e) => (
          <li key={`${e.code}-${e.at}`}>{e.label}・{formatDateTime(e.at)}</li>
        ))}
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isReturnedPayment, type CardForm } from '../../../domain/checkout/checkoutView';
import { CheckoutMessages } from '../../../domain/checkout/messages';
import { useContainer } from '../../di/ContainerProvider';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { numericId } from '../purchase/queries';
import { cardFormQuery } from './cardQueries';
import { CardCopy } from './cardMessages';
import { HostedFormHandoff } from './HostedFormHandoff';

/**
 * credit-form: the hand-off to the gateway's payment page (NewebPay MPG, or the local sandbox MPG in
 * demo mode). The card is typed there; the gateway's notify settles the payment and its return post
 * brings the shopper to the order's page. A payment no longer open says so instead.
 */
export default function CardFormPage() {
  const paymentId = numericId(useParams().paymentId)!;
  const { data: form } = useSuspenseQuery(cardFormQuery(useContainer(), paymentId));
  const orderPath = `/groupbuy/pay/v2/${form.checkoutId}`;
  const { state } = form;
  return (
    <Box sx={{ bgcolor: SHOP_COLORS.softBackground, minHeight: '100%', px: { xs: 1.5, sm: 2 }, py: { xs: 2, sm: 4 } }}>
      <Box sx={{ maxWidth: 480, mx: 'auto', bgcolor: 'background.paper', border: 1, borderColor: SHOP_COLORS.border, borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <PaymentHeader form={form} />
        {form.hosted && <HostedFormHandoff form={form.hosted} />}
        {state === 'succeeded' && <Settled text={CardCopy.ALREADY_PAID} action={CardCopy.VIEW_ORDER} to={orderPath} />}
        {!form.hosted && (state === 'pending' || state === 'challenge' || state === 'declined' || state === 'expired') && (
          <Settled text={CardCopy.LINK_EXPIRED} action={CardCopy.BACK_TO_ORDER} to={orderPath} />
        )}
        {isReturnedPayment({ state }) && <Settled text={<Alert severity="info">{CheckoutMessages.CARD_RETURNED}</Alert>} action={CardCopy.BACK_TO_ORDER} to={orderPath} />}
      </Box>
    </Box>
  );
}

function PaymentHeader({ form }: { form: CardForm }) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 14, fontWeight: 700, color: SHOP_COLORS.brandPinkStrong }}>
        <LockIcon />
        {CardCopy.SECURE_PAYMENT}
      </Typography>
      <Typography component="h1" sx={{ fontSize: { xs: 22, sm: 26 }, fontWeight: 800 }}>{CardCopy.TITLE}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, alignItems: 'baseline', '& dd': { m: 0, textAlign: 'right' } }}>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>{CardCopy.ORDER_NUMBER}</Typography>
        <Typography component="dd" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{form.orderNumber}</Typography>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>{CardCopy.AMOUNT}</Typography>
        <Typography component="dd" sx={{ fontWeight: 800, fontSize: 22, color: SHOP_COLORS.brandPinkStrong }}>{formatTwd(form.amount)}</Typography>
      </Box>
    </Box>
  );
}

/** A payment with nothing left to do here: what happened, and the way back to the order. */
function Settled({ text, action, to }: { text: ReactNode; action: string; to: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
      {typeof text === 'string' ? <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>{text}</Typography> : text}
      <Button component={Link} to={to} variant="contained" size="large" fullWidth>{action}</Button>
    </Box>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export { cardFormRoute as route } from './checkoutRouteData';

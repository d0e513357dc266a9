import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { bankLabel, groupedAccount } from '../../../domain/checkout/banks';
import type { Payment } from '../../../domain/checkout/checkoutView';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';
import { formatDateTime } from './OrderParts';

/** The copy button: the digits alone go to the clipboard (an ATM or bank app takes no spaces). */
function CopyAccount({ account }: { account: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account);
      setSaid(CheckoutCopy.COPIED);
    } catch {
      setSaid(CheckoutCopy.COPY_BY_HAND);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={CheckoutCopy.COPY_ACCOUNT}>{CheckoutCopy.COPY}</Button>
      <Box component="span" role="status" aria-live="polite" sx={{ fontSize: 13, color: 'success.main' }}>{said}</Box>
    </Box>
  );
}

/** ATM 虛擬帳號: the bank by name and code, the account grouped for reading, the amount and the deadline (Taipei time). */
export function AtmTransfer({ payment }: { payment: Payment & { virtualAccount: string } }) {
  return (
    <Box component="dl" data-testid="atm-transfer" sx={{
      m: 0, p: 1.5, bgcolor: SHOP_COLORS.softBackground, borderRadius: 2, display: 'grid', gridTemplateColumns: 'auto 1fr',
      columnGap: 1.5, rowGap: 0.75, alignItems: 'center', fontSize: 15, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 700 },
    }}>
      {payment.bankCode && <><dt>{CheckoutCopy.BANK}</dt><dd data-testid="atm-bank">{bankLabel(payment.bankCode)}</dd></>}
      <dt>{CheckoutCopy.VIRTUAL_ACCOUNT}</dt>
      <dd>
        <Box component="span" data-testid="virtual-account" sx={{ fontSize: 18, letterSpacing: '0.04em', fontVariantNumeric: 'tabular-nums', mr: 1 }}>
          {groupedAccount(payment.virtualAccount)}
        </Box>
        <CopyAccount account={payment.virtualAccount} />
      </dd>
      <dt>{CheckoutCopy.TRANSFER_AMOUNT}</dt><dd data-testid="atm-amount">{formatTwd(payment.amount)}</dd>
      {payment.deadline !== null && <><dt>{CheckoutCopy.DEADLINE}</dt><dd data-testid="atm-deadline">{formatDateTime(payment.deadline)}</dd></>}
    </Box>
  );
}

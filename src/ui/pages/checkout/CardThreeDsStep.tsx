import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmThreeDs } from '../../../application/checkout/orderUseCases';
import type { CardResult } from '../../../domain/checkout/checkoutView';
import { CheckoutMessages } from '../../../domain/checkout/messages';
import { useUseCase } from '../../hooks/useUseCase';
import { onlyDigits } from './cardInput';
import { CardCopy } from './cardMessages';

interface Props {
  paymentId: number;
  /** The sandbox's code, standing in for the one the issuing bank would text. */
  testCode: string;
  onResult: (result: CardResult) => void;
}

/** The 3-D Secure step the issuing bank asks for, in place of the card form. */
export function CardThreeDsStep({ paymentId, testCode, onResult }: Props) {
  const confirm = useUseCase(ConfirmThreeDs);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!/^\d{6}$/.test(code)) return setError(CardCopy.THREE_DS_FORMAT);
    setError(null);
    setPending(true);
    const outcome = await confirm.execute({ paymentId, code });
    setPending(false);
    if (outcome.ok) return onResult(outcome.value);
    setError(outcome.error.fields.code ?? outcome.error.message);
  };

  return (
    <Box component="form" noValidate aria-labelledby={headingId} onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" id={headingId} sx={{ fontSize: 18, fontWeight: 700 }}>{CardCopy.THREE_DS_TITLE}</Typography>
      <Typography>{CheckoutMessages.CARD_3DS_REQUIRED}</Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{CardCopy.THREE_DS_TEST_CODE(testCode)}</Typography>
      <TextField label={CardCopy.THREE_DS_CODE} value={code} autoComplete="one-time-code" fullWidth autoFocus
        error={error !== null} helperText={error ?? ' '}
        onChange={(e) => { setCode(onlyDigits(e.target.value, 6)); setError(null); }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ py: 1.5, fontSize: 17 }}>
        {pending ? CardCopy.PROCESSING : CardCopy.CONFIRM}
      </Button>
    </Box>
  );
}

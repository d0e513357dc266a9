import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { PayByCard } from '../../../application/checkout/orderUseCases';
import { cardBrand, cardDigits, cardFieldErrors, type CardInput } from '../../../domain/checkout/card';
import type { CardResult } from '../../../domain/checkout/checkoutView';
import { TOKENS } from '../../../infrastructure/di/tokens';
import { formatTwd } from '../../format';
import { useUseCase } from '../../hooks/useUseCase';
import { formatCardNumber, formatExpiry, onlyDigits, taipeiYearMonth } from './cardInput';
import { CardCopy } from './cardMessages';

type Field = keyof CardInput;
const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc'];
const EMPTY: CardInput = { number: '', expiry: '', cvc: '' };

interface Props {
  paymentId: number;
  amount: number;
  onResult: (result: CardResult) => void;
}

/** The card's three fields. The number lives in this component's state only: never a store, a cache or a log. */
export function CardEntryForm({ paymentId, amount, onResult }: Props) {
  const pay = useUseCase(PayByCard);
  const clock = useUseCase(TOKENS.Clock);
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Focus goes to the first field to fix, so a screen reader reads its message next.
  const showErrors = (form: HTMLFormElement, found: Readonly<Record<string, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    return first !== undefined;
  };
  const change = (field: Field, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (pending) return;
    setFailure(null);
    const { year, month } = taipeiYearMonth(clock.now());
    if (showErrors(form, cardFieldErrors(card, year, month))) return;
    setPending(true);
    const outcome = await pay.execute({ paymentId, ...card });
    setPending(false);
    if (outcome.ok) return onResult(outcome.value);
    if (!showErrors(form, outcome.error.fields)) setFailure(outcome.error.message);
  };

  const brand = cardBrand(cardDigits(card.number));
  const field = (name: Field) => ({
    value: card[name],
    error: Boolean(errors[name]),
    name,
    fullWidth: true,
  });
  return (
    <Box component="form" noValidate aria-label={CardCopy.CARD_FORM} onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'grid', gap: 1.5 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField {...field('number')} label={CardCopy.NUMBER} autoComplete="cc-number" placeholder="0000 0000 0000 0000"
        helperText={errors.number ?? ' '} onChange={(e) => change('number', formatCardNumber(e.target.value))}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 23 },
          input: { endAdornment: card.number && brand !== 'UNKNOWN' ? <InputAdornment position="end">{brand}</InputAdornment> : undefined },
        }} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
        <TextField {...field('expiry')} label={CardCopy.EXPIRY} autoComplete="cc-exp" placeholder={CardCopy.EXPIRY_PLACEHOLDER}
          helperText={errors.expiry ?? ' '} onChange={(e) => change('expiry', formatExpiry(e.target.value, card.expiry))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} />
        <TextField {...field('cvc')} label={CardCopy.CVC} autoComplete="cc-csc"
          helperText={errors.cvc ?? CardCopy.CVC_HINT} onChange={(e) => change('cvc', onlyDigits(e.target.value, 3))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }} />
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ py: 1.5, fontSize: 17 }}>
        {pending ? CardCopy.PROCESSING : CardCopy.PAY(formatTwd(amount))}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { WriteReview } from '../../../../application/memberProfile/WriteReview';
import type { PendingReviewLine, WrittenReview } from '../../../../domain/memberProfile/memberHome';
import { REVIEW_TEXT_MAX, SIZE_FIT_LABELS, SIZE_FITS } from '../../../../domain/memberProfile/reviews';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { useUseCase } from '../../../hooks/useUseCase';
import { SHOP_COLORS, SHOP_TOKENS } from '../../../tokens';
import { ReviewCopy } from './reviewCopy';

const readPhoto = (file: File): Promise<string> => new Promise((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

/** One reviewable line: stars (a radio group), text, size fit (for goods worn on the body only), an optional photo; once sent it links to the product's reviews. */
export function ReviewForm({ line }: { line: PendingReviewLine }) {
  const write = useUseCase(WriteReview);
  const toast = useOutcomeToast();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sizeFit, setSizeFit] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const [done, setDone] = useState<WrittenReview | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const outcome = await write.execute({ orderId: line.orderId, optionId: line.optionId, rating: rating ?? 0, text, sizeFit, asksSizeFit: line.asksSizeFit, photo });
    setBusy(false);
    if (!outcome.ok) {
      setFields({ ...outcome.error.fields, ...(outcome.error.fields.size_fit ? { sizeFit: outcome.error.fields.size_fit } : {}) });
      toast({ ok: false, error: outcome.error });
      return;
    }
    setDone(outcome.value);
    toast({ ok: true, value: { message: outcome.value.message } });
  };

  return (
    <Box component="li" data-testid="review-line" sx={{ listStyle: 'none', bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: { xs: 1.5, md: 2 }, boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}` }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <img src={line.image} alt="" width={56} height={56} style={{ borderRadius: 8, flex: 'none' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" id={`${id}-title`} sx={{ fontWeight: 700, fontSize: 15 }}>{line.productTitle}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{ReviewCopy.sizeAndOrder(line.size, line.orderNumber)}</Typography>
        </Box>
      </Box>
      {done ? (
        <Box role="status" sx={{ mt: 1.5, p: 1.5, bgcolor: SHOP_COLORS.softBackground, borderRadius: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{done.message}</Typography>
          <Box component={Link} to={done.reviewPath} sx={{ color: SHOP_COLORS.brandPinkStrong, fontSize: 14 }}>{ReviewCopy.SEE_REVIEWS} ›</Box>
        </Box>
      ) : (
        <Box component="form" aria-labelledby={`${id}-title`} onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
          <div>
            <FormLabel component="legend" id={`${id}-stars`}>{ReviewCopy.STARS}</FormLabel>
            <Rating name={`${id}-rating`} value={rating} onChange={(_e, value) => setRating(value)} size="large" getLabelText={ReviewCopy.starLabel}
              aria-labelledby={`${id}-stars`} sx={{ color: SHOP_COLORS.brandPinkStrong }} />
            {fields.rating && <Typography sx={{ color: 'error.main', fontSize: 12 }}>{fields.rating}</Typography>}
          </div>
          <TextField label={ReviewCopy.TEXT} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={3}
            error={Boolean(fields.text)} helperText={fields.text ?? ReviewCopy.textHint(text.length)} slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }} />
          {line.asksSizeFit && (
            <div>
              <FormLabel id={`${id}-fit`}>{ReviewCopy.SIZE_FIT}</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-fit`} value={sizeFit} onChange={(e) => setSizeFit(e.target.value)}>
                {SIZE_FITS.map((f) => <FormControlLabel key={f} value={f} control={<Radio />} label={SIZE_FIT_LABELS[f]} />)}
              </RadioGroup>
              {fields.sizeFit && <Typography sx={{ color: 'error.main', fontSize: 12 }}>{fields.sizeFit}</Typography>}
            </div>
          )}
          <div>
            <Button component="label" variant="outlined" size="small">
              {photo ? ReviewCopy.CHANGE_PHOTO : ReviewCopy.ADD_PHOTO}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp" aria-label={ReviewCopy.ADD_PHOTO}
                onChange={(e) => { const file = e.target.files?.[0]; if (file) void readPhoto(file).then(setPhoto); }} />
            </Button>
            {photo && <Box component="img" src={photo} alt={ReviewCopy.PHOTO_PREVIEW} sx={{ ml: 1, width: 56, height: 56, objectFit: 'cover', borderRadius: 1, verticalAlign: 'middle' }} />}
            {fields.photo && <Typography sx={{ color: 'error.main', fontSize: 12 }}>{fields.photo}</Typography>}
          </div>
          <Button type="submit" variant="contained" disabled={busy}>{ReviewCopy.SUBMIT}</Button>
        </Box>
      )}
    </Box>
  );
}

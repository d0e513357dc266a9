import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SaveBaby } from '../../../../application/memberProfile/profileUseCases';
import { BABY_GENDER_LABELS, BABY_GENDERS, type Baby } from '../../../../domain/memberProfile/babies';
import { useUseCase } from '../../../hooks/useUseCase';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { ProfileCopy } from './profileCopy';

/** Add or change a baby: name or nickname, birthday or due date, gender. */
export function BabyDialog({ open, baby, onClose, onSaved }: { open: boolean; baby: Baby | null; onClose: () => void; onSaved: (babies: Baby[]) => void }) {
  const save = useUseCase(SaveBaby);
  const toast = useOutcomeToast();
  const [draft, setDraft] = useState({ name: baby?.name ?? '', birthday: baby?.birthday ?? '', gender: baby?.gender ?? 'unknown' });
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const outcome = await save.execute({ id: baby?.id ?? null, draft });
    setBusy(false);
    if (!outcome.ok) {
      setFields(outcome.error.fields);
      if (Object.keys(outcome.error.fields).length === 0) toast({ ok: false, error: outcome.error });
      return;
    }
    toast({ ok: true, value: { message: outcome.value.message } });
    onSaved(outcome.value.value);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="baby-dialog-title">
      <DialogTitle id="baby-dialog-title">{baby ? ProfileCopy.EDIT_BABY : ProfileCopy.ADD_BABY}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField label={ProfileCopy.BABY_NAME} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          error={Boolean(fields.name)} helperText={fields.name ?? ProfileCopy.BABY_NAME_HINT} slotProps={{ htmlInput: { maxLength: 20 } }} />
        <TextField label={ProfileCopy.BABY_DATE} type="date" value={draft.birthday} onChange={(e) => setDraft({ ...draft, birthday: e.target.value })}
          error={Boolean(fields.birthday)} helperText={fields.birthday ?? ProfileCopy.BABY_DATE_HINT} slotProps={{ inputLabel: { shrink: true } }} />
        <div>
          <FormLabel id="baby-gender-label">{ProfileCopy.BABY_GENDER}</FormLabel>
          <RadioGroup row aria-labelledby="baby-gender-label" value={draft.gender} onChange={(e) => setDraft({ ...draft, gender: e.target.value as Baby['gender'] })}>
            {BABY_GENDERS.map((g) => <FormControlLabel key={g} value={g} control={<Radio />} label={BABY_GENDER_LABELS[g]} />)}
          </RadioGroup>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ProfileCopy.CANCEL}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>{ProfileCopy.SAVE}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { UpdateProfile } from '../../../../application/memberProfile/profileUseCases';
import { formatTaiwanMobile } from '../../../../domain/contact/taiwanMobile';
import type { Profile } from '../../../../domain/memberProfile/memberHome';
import { AVATAR_IDS, avatarUrl } from '../../../../domain/memberProfile/profile';
import { useUseCase } from '../../../hooks/useUseCase';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { SHOP_COLORS } from '../../../tokens';
import { ProfileCopy } from './profileCopy';

/** 編輯會員資料: nickname, mobile and one of the generated avatars (an accessible radio group of pictures). */
export function ProfileDialog({ profile, onClose, onSaved }: { profile: Profile; onClose: () => void; onSaved: (profile: Profile) => void }) {
  const update = useUseCase(UpdateProfile);
  const toast = useOutcomeToast();
  const [draft, setDraft] = useState({ nickname: profile.nickname, mobile: formatTaiwanMobile(profile.mobile), avatar: profile.avatar });
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});

  const submit = async () => {
    const outcome = await update.execute(draft);
    if (!outcome.ok) {
      setFields(outcome.error.fields);
      if (Object.keys(outcome.error.fields).length === 0) toast({ ok: false, error: outcome.error });
      return;
    }
    toast({ ok: true, value: { message: outcome.value.message } });
    onSaved(outcome.value.value);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-dialog-title">
      <DialogTitle id="profile-dialog-title">{ProfileCopy.EDIT_PROFILE}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <div>
          <FormLabel id="avatar-label">{ProfileCopy.AVATAR}</FormLabel>
          <Box role="radiogroup" aria-labelledby="avatar-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {AVATAR_IDS.map((id, i) => {
              const checked = draft.avatar === id;
              return (
                <Box key={id} component="button" type="button" role="radio" aria-checked={checked} aria-label={`${ProfileCopy.AVATAR} ${i + 1}`}
                  onClick={() => setDraft({ ...draft, avatar: id })}
                  sx={{ p: 0.25, border: 3, borderColor: checked ? SHOP_COLORS.brandPinkStrong : 'transparent', borderRadius: '50%', bgcolor: 'transparent', cursor: 'pointer', lineHeight: 0 }}>
                  <img src={avatarUrl(id)} alt="" width={48} height={48} />
                </Box>
              );
            })}
          </Box>
          {fields.avatar && <Box sx={{ color: 'error.main', fontSize: 12, mt: 0.5 }}>{fields.avatar}</Box>}
        </div>
        <TextField label={ProfileCopy.NICKNAME} value={draft.nickname} onChange={(e) => setDraft({ ...draft, nickname: e.target.value })}
          error={Boolean(fields.nickname)} helperText={fields.nickname} slotProps={{ htmlInput: { maxLength: 20 } }} />
        <TextField label={ProfileCopy.MOBILE} value={draft.mobile} onChange={(e) => setDraft({ ...draft, mobile: e.target.value })} type="tel"
          error={Boolean(fields.mobile)} helperText={fields.mobile ?? ProfileCopy.MOBILE_HINT} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ProfileCopy.CANCEL}</Button>
        <Button variant="contained" onClick={() => void submit()}>{ProfileCopy.SAVE}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RemoveBaby } from '../../../../application/memberProfile/profileUseCases';
import { babyAgeText, BABY_GENDER_LABELS, MAX_BABIES, type Baby } from '../../../../domain/memberProfile/babies';
import { taipeiDate } from '../../../../domain/memberProfile/dates';
import { useUseCase } from '../../../hooks/useUseCase';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { Panel } from '../../checkout/OrderParts';
import { ProfileCopy } from './profileCopy';
import { SHOP_TOKENS } from '../../../tokens';

/** 我的寶寶: each baby with its age (or due date), 編輯 and 刪除; 新增寶寶 while under ten. */
export function BabiesPanel({ babies, now, onAdd, onEdit, onChanged }: {
  babies: Baby[]; now: number; onAdd: () => void; onEdit: (baby: Baby) => void; onChanged: (babies: Baby[]) => void;
}) {
  const remove = useUseCase(RemoveBaby);
  const toast = useOutcomeToast();
  const today = taipeiDate(now);
  const removeBaby = async (baby: Baby) => {
    if (!window.confirm(ProfileCopy.confirmRemove(baby.name))) return;
    const outcome = await remove.execute({ id: baby.id });
    toast(outcome.ok ? { ok: true, value: { message: outcome.value.message } } : outcome);
    if (outcome.ok) onChanged(outcome.value.value);
  };
  return (
    <Panel title={ProfileCopy.BABIES} labelId="babies-title"
      action={babies.length < MAX_BABIES ? <Button size="small" variant="outlined" onClick={onAdd}>{ProfileCopy.ADD_BABY}</Button> : undefined}>
      {babies.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{ProfileCopy.NO_BABIES}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {babies.map((baby) => (
            <Box component="li" key={baby.id} data-testid="baby" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: `1px solid ${SHOP_TOKENS.border}` }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{baby.name}<Typography component="span" sx={{ ml: 1, fontSize: 13, color: 'text.secondary' }}>{BABY_GENDER_LABELS[baby.gender]}</Typography></Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{babyAgeText(baby.birthday, today)}</Typography>
              </Box>
              <Button size="small" onClick={() => onEdit(baby)} aria-label={ProfileCopy.editBaby(baby.name)}>{ProfileCopy.EDIT}</Button>
              <Button size="small" color="inherit" onClick={() => void removeBaby(baby)} aria-label={ProfileCopy.removeBaby(baby.name)}>{ProfileCopy.REMOVE}</Button>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DeleteAccount } from '../../../../application/memberProfile/DeleteAccount';
import { useContainer } from '../../../di/ContainerProvider';
import { useOutcomeToast } from '../../../hooks/useOutcomeToast';
import { useUseCase } from '../../../hooks/useUseCase';
import { Panel } from '../../checkout/OrderParts';
import { MemberShell } from '../MemberShell';
import { DeleteCopy } from './deleteCopy';
import { memberHomeQuery } from './memberProfileQueries';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

/** delete-account (/delete-account): what goes and what stays, the password again (or the typed phrase), then goodbye. */
export default function DeleteAccountPage() {
  const { data: home } = useSuspenseQuery(memberHomeQuery(useContainer()));
  const deleteAccount = useUseCase(DeleteAccount);
  const toast = useOutcomeToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const outcome = await deleteAccount.execute({ hasPassword: home.hasPassword, password, confirm });
    setBusy(false);
    if (!outcome.ok) {
      setFields(outcome.error.fields);
      setRefusal(outcome.error.message);
      return;
    }
    toast({ ok: true, value: { message: outcome.value.message } });
    navigate('/', { replace: true });
  };

  return (
    <MemberShell title={DeleteCopy.TITLE}>
      <Panel title={DeleteCopy.GOES}>
        <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14, lineHeight: 1.8 }}>{DeleteCopy.GOES_LIST.map((t) => <li key={t}>{t}</li>)}</Box>
      </Panel>
      <Panel title={DeleteCopy.STAYS}>
        <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14, lineHeight: 1.8 }}>{DeleteCopy.STAYS_LIST.map((t) => <li key={t}>{t}</li>)}</Box>
      </Panel>
      <Panel title={DeleteCopy.CONFIRM}>
        <Box component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography sx={{ fontSize: 14 }}>{home.hasPassword ? DeleteCopy.ASK_PASSWORD : DeleteCopy.ASK_PHRASE}</Typography>
          {home.hasPassword ? (
            <TextField label={DeleteCopy.PASSWORD} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)}
              error={Boolean(fields.password)} helperText={fields.password} />
          ) : (
            <TextField label={DeleteCopy.PHRASE} value={confirm} onChange={(e) => setConfirm(e.target.value)} error={Boolean(fields.confirm)} helperText={fields.confirm} />
          )}
          {refusal && !fields.password && !fields.confirm && <Alert severity="warning" role="alert">{refusal}</Alert>}
          <Button type="submit" variant="contained" color="error" disabled={busy}>{DeleteCopy.SUBMIT}</Button>
          <Button component={Link} to="/member/profile">{DeleteCopy.KEEP}</Button>
        </Box>
      </Panel>
    </MemberShell>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '刪除帳號', robots: 'noindex' }),
  queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
};

import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../contract/adminRoles';
import { AdminStaffEndpoints } from '../../../contract/endpoints/adminStaff';
import { useAdmin } from '../AdminContext';
import { AdminCopy } from '../messages';
import { ConfirmDialog } from './ConfirmDialog';
import type { Enrolment } from './EnrolmentDialog';

/** 新增員工: e-mail, name and role; the server's field messages show under the fields. */
export function CreateStaffDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (enrolment: Enrolment) => void }) {
  const { api } = useAdmin();
  const [values, setValues] = useState<{ email: string; name: string; role: StaffRole }>({ email: '', name: '', role: 'support' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const close = () => { setFields({}); setValues({ email: '', name: '', role: 'support' }); onClose(); };
  const create = async () => {
    const answer = await api(AdminStaffEndpoints.create, { body: values });
    if (answer.ok) {
      onCreated(answer.data);
      setValues({ email: '', name: '', role: 'support' });
      return null;
    }
    setFields(answer.fields);
    return { message: answer.message, fields: {} };
  };
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value }));
  return (
    <ConfirmDialog open={open} title={AdminCopy.CREATE_STAFF} confirmLabel={AdminCopy.CREATE} onClose={close} onConfirm={create}
      body={(
        <>
          <TextField fullWidth margin="dense" name="email" label={AdminCopy.EMAIL} value={values.email} onChange={set('email')}
            error={Boolean(fields.email)} helperText={fields.email ?? ' '} />
          <TextField fullWidth margin="dense" name="name" label={AdminCopy.NAME} value={values.name} onChange={set('name')}
            error={Boolean(fields.name)} helperText={fields.name ?? ' '} />
          <TextField select fullWidth margin="dense" name="role" label={AdminCopy.ROLE} value={values.role} onChange={set('role')}>
            {STAFF_ROLES.map((role) => <MenuItem key={role} value={role}>{STAFF_ROLE_LABELS[role]}</MenuItem>)}
          </TextField>
        </>
      )} />
  );
}

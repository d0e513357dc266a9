import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AdminAccessEndpoints } from '../../../contract/endpoints/adminAccess';
import { useAdmin } from '../AdminContext';
import { deskAt, drawerFor } from '../desks';
import { AdminCopy } from '../messages';

const DRAWER_WIDTH = 208;

/** The signed-in frame: the app bar (who, role, sign-out) and a drawer with only the desks the role may open. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { api, me, path, navigate, notify } = useAdmin();
  const current = deskAt(path, me.role);
  const signOut = async (everywhere: boolean) => {
    const answer = await api(everywhere ? AdminAccessEndpoints.signOutEverywhere : AdminAccessEndpoints.signOut);
    if (!answer.ok) return notify({ severity: 'error', text: answer.message });
    window.location.assign('/admin');
  };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>{AdminCopy.TITLE}</Typography>
          <Typography component="span" data-testid="staff-name">{me.name}</Typography>
          <Chip label={me.role_label} size="small" sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} />
          <Button color="inherit" onClick={() => void signOut(false)}>{AdminCopy.SIGN_OUT}</Button>
          <Button color="inherit" variant="outlined" size="small" onClick={() => void signOut(true)}>{AdminCopy.SIGN_OUT_ALL}</Button>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
        <Toolbar />
        <List component="nav" aria-label="後台選單">
          {drawerFor(me.role).map((desk) => (
            <ListItemButton key={desk.id} component="a" href={desk.path} selected={current?.id === desk.id}
              onClick={(event: React.MouseEvent) => { event.preventDefault(); navigate(desk.path); }}>
              <ListItemText primary={desk.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}

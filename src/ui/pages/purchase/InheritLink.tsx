import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * An in-app link in the surrounding text colour. Styled through emotion classes: the page's CSP
 * has no 'unsafe-inline', so style attributes in server-rendered HTML would be blocked.
 */
export function InheritLink({ to, children }: { to: string; children: ReactNode }) {
  return <Box component={Link} to={to} sx={{ color: 'inherit' }}>{children}</Box>;
}

import { Link } from 'react-router-dom';
import type { ShellLinkProps } from '../shell/ShellLink';

/** The shell's link contract backed by react-router, so shell links navigate client-side. */
export function RouterLink({ to, ...rest }: ShellLinkProps) {
  return <Link to={to} {...rest} />;
}

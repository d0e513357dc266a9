import { Link } from 'react-router-dom';
import type { ShellLinkProps } from '../../../src/ui/shell/ShellLink';

/** react-router's Link behind the shell's link contract, as the layouts pass it. */
export function RouterLinkForTest({ to, ...rest }: ShellLinkProps) {
  return <Link to={to} {...rest} />;
}

import { PathLink } from '../components/PathLink';
import type { ShellLinkProps } from '../shell/ShellLink';

/** The shell's link contract backed by react-router, so shell links navigate client-side. */
export function RouterLink(props: ShellLinkProps) {
  return <PathLink {...props} />;
}

import { createElement, useContext, type AnchorHTMLAttributes, type Ref } from 'react';
import { Link, UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * An absolute in-app path with no `.` or `..` segment, then a query and a hash if not empty:
 * react-router's href for it is the string itself (it drops a bare `?` or `#`).
 */
const PLAIN_PATH = /^\/(?!\/)(?![^?#]*\/\.\.?(?:[/?#]|$))[^?#\\]*(?:\?[^#\\]+)?(?:#[^\\]+)?$/;

export type PathLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * react-router's Link to an absolute in-app path: every link of the shop's pages with a path
 * to (cards, sections, pagers, chips, the shell's header and footer). In the browser it is Link itself. On the server a
 * link is only markup: there it writes the very <a> Link writes, without Link resolving the path
 * against the route matches (twice per link, about a quarter of the home page's render with its
 * 110 cards).
 */
export function PathLink(props: PathLinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (typeof document !== 'undefined' || basename !== '/' || !PLAIN_PATH.test(props.to)) return <Link {...props} />;
  return createElement('a', anchorAttributes(props));
}

/**
 * Link's attributes in Link's order: its other props, href, target, then data-discover. Copied key by
 * key: a spread with keys added after it (`<a {...rest} href={to} />`) costs V8 a slow clone, about
 * a microsecond per link, a tenth of a millisecond of every page.
 */
function anchorAttributes(props: PathLinkProps): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (key !== 'to' && key !== 'target') attributes[key] = props[key as keyof PathLinkProps];
  attributes.href = props.to;
  attributes.target = props.target;
  attributes['data-discover'] = 'true';
  return attributes;
}

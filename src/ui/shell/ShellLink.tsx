import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/**
 * The link contract of the shell. It matches react-router's `Link` (pass it as
 * `LinkComponent`), so the shell stays free of the router and renders plain anchors
 * by default (server-rendered pages, tests, static pages).
 */
export type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type ShellLinkComponent = ComponentType<ShellLinkProps>;

export function AnchorLink({ to, ...rest }: ShellLinkProps) {
  return <a href={to} {...rest} />;
}

/** Attributes of a link that leaves the shop: new tab, no opener, no referrer. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

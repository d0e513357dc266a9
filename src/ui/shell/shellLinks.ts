import { shellMessages as m } from './messages';

/** Paths and outside addresses the shell links to (SPEC §2.1, §2.4, §2.6). */
export const SHELL_PATHS = {
  home: '/',
  mall: '/mall/all',
  featured: '/featured-products/hot',
  qa: '/qa',
  explore: '/explore',
  cart: '/groupbuy/shoppingcart',
  search: '/groupbuy/search',
  searchSuggest: '/search-suggest/mall',
  memberProfile: '/member/profile',
  memberOrders: '/member/orders',
  about: '/about',
  jobs: '/about?section=jobs',
  report: '/about?section=report',
  brandResource: '/brand-resource',
  terms: '/terms',
  privacy: '/privacy',
  app: '/app',
  appQrImage: '/images/app-qr.svg',
} as const;

const HANDLE = 'baobeijiutuan';

export const EXTERNAL_URLS = {
  facebook: `https://www.facebook.com/${HANDLE}`,
  instagram: `https://www.instagram.com/${HANDLE}/`,
  line: `https://line.me/R/ti/p/@${HANDLE}`,
  youtube: `https://www.youtube.com/@${HANDLE}`,
  lineChat: `https://line.me/R/ti/p/@${HANDLE}`,
  // Store listings of the shop's own app; override through Footer props when they change.
  appStore: 'https://apps.apple.com/tw/app/id6450000001',
  googlePlay: 'https://play.google.com/store/apps/details?id=tw.baobeijiutuan.app',
} as const;

export interface NavLinkItem {
  label: string;
  to: string;
}

export const DESKTOP_NAV_LINKS: readonly NavLinkItem[] = [
  { label: m.nav.mall, to: SHELL_PATHS.mall },
  { label: m.nav.featured, to: SHELL_PATHS.featured },
  { label: m.nav.discussion, to: SHELL_PATHS.qa },
  { label: m.nav.explore, to: SHELL_PATHS.explore },
];

export const FOOTER_ABOUT_LINKS: readonly NavLinkItem[] = [
  { label: m.footer.about, to: SHELL_PATHS.about },
  { label: m.footer.jobs, to: SHELL_PATHS.jobs },
  { label: m.footer.report, to: SHELL_PATHS.report },
  { label: m.footer.brandResource, to: SHELL_PATHS.brandResource },
];

export const FOOTER_SUPPORT_LINKS: readonly NavLinkItem[] = [
  { label: m.footer.terms, to: SHELL_PATHS.terms },
  { label: m.footer.privacy, to: SHELL_PATHS.privacy },
  { label: m.footer.qa, to: SHELL_PATHS.qa },
  { label: m.footer.app, to: SHELL_PATHS.app },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'line' | 'youtube';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; url: string }[] = [
  { network: 'facebook', label: 'Facebook', url: EXTERNAL_URLS.facebook },
  { network: 'instagram', label: 'Instagram', url: EXTERNAL_URLS.instagram },
  { network: 'line', label: 'LINE', url: EXTERNAL_URLS.line },
  { network: 'youtube', label: 'YouTube', url: EXTERNAL_URLS.youtube },
];

/** zh-TW labels of the shell that the domain names (bottom-navigation tabs, SPEC §2.4). */
export const NAV_TAB_TITLES = {
  shopping: '購物',
  featured: '精選',
  discussion: '討論',
  explore: '探索',
  cart: '購物車',
  member: '會員',
} as const;

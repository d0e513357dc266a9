/** Per-route shell flags of SPEC §2.2. Routes override only what differs. */
export interface LayoutFlags {
  showMobileHeader: boolean;
  showDesktopHeader: boolean;
  /** Mobile bottom navigation. */
  showNavFooter: boolean;
  /** Desktop only. */
  showCustomerServiceWidget: boolean;
  showFooter: boolean;
  showMobileLayoutFooter: boolean;
  showDesktopLayoutFooter: boolean;
  showSidebar: boolean;
  /** When set, the route opts out of the app-invite dialog (SPEC §4.6). */
  showAppInviteDialog: boolean;
  /** The mall layout's branch navigation bar, desktop variant (SPEC §2.2). */
  showMallNavDesktop: boolean;
  /** The mall layout's branch navigation bar, mobile variant (sticky chips under the header). */
  showMallNavMobile: boolean;
}

export const DEFAULT_FLAGS: LayoutFlags = {
  showMobileHeader: true,
  showDesktopHeader: true,
  showNavFooter: true,
  showCustomerServiceWidget: true,
  showFooter: true,
  showMobileLayoutFooter: true,
  showDesktopLayoutFooter: true,
  showSidebar: false,
  showAppInviteDialog: false,
  showMallNavDesktop: true,
  showMallNavMobile: true,
};

export const withFlags = (overrides: Partial<LayoutFlags> = {}): LayoutFlags => ({ ...DEFAULT_FLAGS, ...overrides });

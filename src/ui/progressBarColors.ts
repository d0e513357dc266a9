/** SPEC §4.4: blue on desktop, pink on mobile, red on failure. */
export const PROGRESS_BAR_COLORS = {
  desktop: '#2f80ed',
  mobile: '#f25c87',
  failure: '#e53935',
} as const;

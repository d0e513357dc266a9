import type { ReactNode } from 'react';

/** The shell's few icons, drawn inline so no icon library lands in the first-load JS. */
export interface IconProps {
  size?: number;
  className?: string;
}

function StrokeIcon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function FilledIcon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </StrokeIcon>
);

export const CartIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </StrokeIcon>
);

export const UserIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c1.2-3.8 4.1-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
  </StrokeIcon>
);

export const BagIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 8h14l-1 12.5H6L5 8z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </StrokeIcon>
);

export const StarIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" />
  </StrokeIcon>
);

export const ChatIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4V5.5z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </StrokeIcon>
);

export const CompassIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" />
  </StrokeIcon>
);

export const HeadsetIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19a3 3 0 0 1-3 2.5H13" />
  </StrokeIcon>
);

export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 9.5l6 6 6-6" />
  </StrokeIcon>
);

export const FacebookIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.2v3h2.5V21h2.8z" />
  </FilledIcon>
);

export const InstagramIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </StrokeIcon>
);

export const LineIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <path d="M12 3.5c-5 0-9 3.3-9 7.4 0 3.7 3.2 6.7 7.5 7.3.3.1.7.2.8.5.1.2.1.6 0 .8l-.1.8c0 .2-.2.9.8.5s5.4-3.2 7.4-5.5c1.4-1.5 2-3 2-4.5 0-4-4-7.3-9.4-7.3zM8.6 13.4H6.8a.5.5 0 0 1-.5-.5V9.3a.5.5 0 0 1 1 0v3.1h1.3a.5.5 0 0 1 0 1zm1.9-.5a.5.5 0 0 1-1 0V9.3a.5.5 0 0 1 1 0v3.6zm4.3 0a.5.5 0 0 1-.9.3l-1.8-2.5v2.2a.5.5 0 0 1-1 0V9.3a.5.5 0 0 1 .9-.3l1.8 2.5V9.3a.5.5 0 0 1 1 0v3.6zm2.9-2.3a.5.5 0 0 1 0 1h-1.3v.8h1.3a.5.5 0 0 1 0 1h-1.8a.5.5 0 0 1-.5-.5V9.3c0-.3.2-.5.5-.5h1.8a.5.5 0 0 1 0 1h-1.3v.8h1.3z" />
  </FilledIcon>
);

export const YouTubeIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3L10 15z" />
  </FilledIcon>
);

export const AppleIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.1 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z" />
  </FilledIcon>
);

export const GooglePlayIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <path d="M4.2 2.8c-.3.3-.4.7-.4 1.2v16c0 .5.1.9.4 1.2l9.1-9.2-9.1-9.2zm10.1 10.2l2.6 2.6-10.8 6.1 8.2-8.7zm0-2L6.1 2.3l10.8 6.1-2.6 2.6zm3.7-2l3 1.7c.9.5.9 1.3 0 1.8l-3 1.7-2.8-2.6 2.8-2.6z" />
  </FilledIcon>
);

import sprite from './icons.svg?no-inline';

/**
 * The shell's few icons: symbols of one SVG file (icons.svg), loaded once, long-cached, and drawn
 * with `<use>`, so their paths are in neither the first-load JS nor every page's HTML.
 */
export interface IconProps {
  size?: number;
  className?: string;
}

function Icon({ name, size = 24, className }: IconProps & { name: string }) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const CartIcon = (p: IconProps) => <Icon name="cart" {...p} />;
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;
export const BagIcon = (p: IconProps) => <Icon name="bag" {...p} />;
export const StarIcon = (p: IconProps) => <Icon name="star" {...p} />;
export const ChatIcon = (p: IconProps) => <Icon name="chat" {...p} />;
export const CompassIcon = (p: IconProps) => <Icon name="compass" {...p} />;
export const HeadsetIcon = (p: IconProps) => <Icon name="headset" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const FacebookIcon = (p: IconProps) => <Icon name="facebook" {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon name="instagram" {...p} />;
export const LineIcon = (p: IconProps) => <Icon name="line" {...p} />;
export const YouTubeIcon = (p: IconProps) => <Icon name="you-tube" {...p} />;
export const AppleIcon = (p: IconProps) => <Icon name="apple" {...p} />;
export const GooglePlayIcon = (p: IconProps) => <Icon name="google-play" {...p} />;

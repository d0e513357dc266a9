import type { AvatarId } from '../../../src/domain/memberProfile/profile';

/** Each generated avatar: a round face in a soft colour with its ears (or none); small, self-contained SVG. */
const LOOKS: Record<AvatarId, { bg: string; face: string; ears: string }> = {
  bear: { bg: '#fde2c8', face: '#b7825a', ears: '<circle cx="30" cy="30" r="12" fill="#b7825a"/><circle cx="70" cy="30" r="12" fill="#b7825a"/>' },
  bunny: { bg: '#fde3ec', face: '#f4f0ef', ears: '<ellipse cx="38" cy="22" rx="7" ry="18" fill="#f4f0ef"/><ellipse cx="62" cy="22" rx="7" ry="18" fill="#f4f0ef"/>' },
  chick: { bg: '#e3f3fd', face: '#ffd84d', ears: '<path d="M46 24 L50 14 L54 24 Z" fill="#f5a623"/>' },
  kitty: { bg: '#e8e4fb', face: '#9e9aa6', ears: '<path d="M26 38 L30 16 L44 30 Z" fill="#9e9aa6"/><path d="M74 38 L70 16 L56 30 Z" fill="#9e9aa6"/>' },
  whale: { bg: '#dff5ef', face: '#5b8fd6', ears: '<path d="M50 22 q-6 -10 -12 -8 M50 22 q6 -10 12 -8" stroke="#5b8fd6" stroke-width="3" fill="none"/>' },
  star: { bg: '#fff4cc', face: '#f7b500', ears: '' },
};

export function avatarSvg(id: AvatarId): string {
  const look = LOOKS[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="${id}">`
    + `<rect width="100" height="100" rx="50" fill="${look.bg}"/>${look.ears}`
    + `<circle cx="50" cy="56" r="26" fill="${look.face}"/>`
    + '<circle cx="41" cy="52" r="3.5" fill="#333"/><circle cx="59" cy="52" r="3.5" fill="#333"/>'
    + '<path d="M43 64 q7 6 14 0" stroke="#333" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
    + '<circle cx="35" cy="61" r="4" fill="#f7a1b5" opacity="0.7"/><circle cx="65" cy="61" r="4" fill="#f7a1b5" opacity="0.7"/></svg>';
}

import { NICKNAME_MAX_LENGTH } from '../constants';
import { cleanDisplayText } from '../displayText/cleanText';
import { checkNickname } from './accountValidation';
import { SOCIAL_MESSAGES } from './socialMessages';

/**
 * The nickname of a member a social sign-in creates: the provider's name is her choice too, cleaned
 * and cut to the limit, but never one that passes for the shop (then the default nickname).
 */
export function socialNickname(providerName: string): string {
  const chosen = checkNickname([...cleanDisplayText(providerName, 'name')].slice(0, NICKNAME_MAX_LENGTH).join(''));
  return chosen.ok ? chosen.value : SOCIAL_MESSAGES.defaultNickname;
}

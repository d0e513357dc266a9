/** The consent page the sandbox identity provider shows for each provider it stands in for (demo mode only). */
import type { SocialProvider as SocialProviderName } from '../../../contract/auth';
import { escapeHtml } from '../../html';

export const PROVIDER_NAMES: Record<SocialProviderName, string> = { facebook: 'Facebook', apple: 'Apple', line: 'LINE' };

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The consent form every sandbox provider shows; `emailOptional`: LINE gives no e-mail without that permission. */
export function consentForm(provider: SocialProviderName, action: string, fields: Record<string, string>, emailOptional = false): string {
  const name = PROVIDER_NAMES[provider];
  const hiddenFields = Object.entries(fields).map(([key, value]) => hidden(key, value)).join('');
  const hint = emailOptional ? '<small>留空：模擬未授權 E-mail 的帳號</small>' : '';
  return `<p>「寶貝揪團」想使用您的 ${name} 帳號登入，並取得您的名稱與 E-mail。</p>
<form method="get" action="${action}">${hiddenFields}
<label for="name">名稱</label><input id="name" name="name" required maxlength="40" value="揪團測試帳號">
<label for="email">E-mail</label><input id="email" name="email" type="email"${emailOptional ? '' : ' required'} value="sandbox-${provider}@example.com">${hint}
<button type="submit">同意並繼續</button></form>`;
}

/** What the login dialog hands to its owner and gets back (SPEC §2.1 auth, §5 validation). */
export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  email: string;
  password: string;
  nickname: string;
  /** 「我已閱讀並同意服務條款與隱私權政策」 is ticked. */
  terms: boolean;
}

export type AuthFormField = 'email' | 'password' | 'nickname' | 'terms';

/** A refused submit carries a form-level message and/or messages per field (zh-TW, from the server). */
export type AuthFormResult = { ok: true } | { ok: false; message?: string; fields?: Partial<Record<AuthFormField, string>> & Record<string, string> };

export type SocialProvider = 'facebook' | 'apple' | 'line';

export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '' };
export const EMPTY_SIGN_UP: SignUpValues = { email: '', password: '', nickname: '', terms: false };

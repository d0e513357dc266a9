import { inject, injectable } from '../injection';
import { validateSignIn, type FieldErrors, type SignInFields } from '../../domain/auth/accountValidation';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { hasErrorKind, isClientError, type ParameterError } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import type { UserMeta } from '../../domain/user/UserMeta';
import { SessionStore } from '../shell/SessionStore';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway, TokenStore, UserInfoGateway } from './ports';

export interface SignInFailure {
  code: 'invalid-input' | 'wrong-credentials' | 'email-not-verified' | 'too-many-attempts';
  /** A form-level message; null when the field messages say it all. */
  message: string | null;
  fields: FieldErrors<SignInFields>;
}

/** Signs a member in with e-mail and password, keeps the token and loads the signed-in meta. */
@injectable()
export class SignIn {
  constructor(
    @inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(PORT_TOKENS.TokenStore) private readonly tokens: TokenStore,
    @inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(input: SignInFields): Promise<Result<UserMeta, SignInFailure>> {
    const valid = validateSignIn(input);
    if (!valid.ok) return fail({ code: 'invalid-input', message: null, fields: valid.error });
    try {
      this.tokens.save(await this.auth.signIn(valid.value));
    } catch (error) {
      return fail(toFailure(error));
    }
    const meta = await this.userInfo.load();
    this.store.resolve(meta);
    return ok(meta);
  }
}

/** The outcomes a shopper can meet become values; anything else stays a thrown failure. */
function toFailure(error: unknown): SignInFailure {
  if (hasErrorKind(error, 'parameter')) return parameterFailure(error);
  if (hasErrorKind(error, 'too-many-attempts')) {
    const seconds = error.retryAfterSeconds;
    const message = seconds ? AUTH_MESSAGES.tooManyAttemptsWithWait(Math.ceil(seconds / 60)) : AUTH_MESSAGES.tooManyAttempts;
    return { code: 'too-many-attempts', message, fields: {} };
  }
  if (!isClientError(error)) throw error;
  if (error.code === 'AUTH_100011') return { code: 'wrong-credentials', message: AUTH_MESSAGES.wrongCredentials, fields: {} };
  if (error.code === 'AUTH_100012') return { code: 'email-not-verified', message: AUTH_MESSAGES.emailNotVerified, fields: {} };
  throw error;
}

/** The server's field messages; its general message only when it named no field. */
function parameterFailure(error: ParameterError): SignInFailure {
  const hasFields = Object.keys(error.fields).length > 0;
  return { code: 'invalid-input', message: hasFields ? null : error.message, fields: { ...error.fields } };
}

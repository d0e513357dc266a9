import { inject, injectable } from '../injection';
import { validateSignUp, type FieldErrors, type SignUpFields } from '../../domain/auth/accountValidation';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { hasErrorKind, isClientError, type ParameterError } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import { PORT_TOKENS } from '../tokens';
import type { AuthGateway } from './ports';

export interface SignUpFailure {
  code: 'invalid-input' | 'email-taken';
  message: string | null;
  fields: FieldErrors<SignUpFields>;
}

/** Creates an account (a verification mail follows); checks the input here before the server does. */
@injectable()
export class SignUp {
  constructor(@inject(PORT_TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(input: SignUpFields): Promise<Result<{ email: string }, SignUpFailure>> {
    const valid = validateSignUp(input);
    if (!valid.ok) return fail({ code: 'invalid-input', message: null, fields: valid.error });
    try {
      return ok(await this.auth.signUp(valid.value));
    } catch (error) {
      return fail(toFailure(error));
    }
  }
}

function toFailure(error: unknown): SignUpFailure {
  if (isClientError(error) && error.code === 'AUTH_100010') {
    return { code: 'email-taken', message: null, fields: { email: AUTH_MESSAGES.emailTaken } };
  }
  if (hasErrorKind(error, 'parameter')) return parameterFailure(error);
  throw error;
}

/** The server's field messages; its general message only when it named no field. */
function parameterFailure(error: ParameterError): SignUpFailure {
  const hasFields = Object.keys(error.fields).length > 0;
  return { code: 'invalid-input', message: hasFields ? null : error.message, fields: { ...error.fields } };
}

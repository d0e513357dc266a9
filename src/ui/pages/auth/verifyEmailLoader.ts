import type { LoaderFunctionArgs } from 'react-router-dom';
import { VerifyEmail } from '../../../application/auth/VerifyEmail';
import type { AppDeps } from '../../app/AppDeps';
import { throwAsRouteError } from '../../routes/routeErrors';

export type VerifyEmailOutcome = { ok: true; email: string; signedIn: boolean; alreadyVerified: boolean } | { ok: false; message: string };

/** Verifies the token of the link once, on the server for the first load. */
export const verifyEmailLoader = async (deps: AppDeps, { request }: LoaderFunctionArgs): Promise<VerifyEmailOutcome> => {
  const token = new URL(request.url).searchParams.get('token');
  const result = await deps.container.get(VerifyEmail).execute({ token }).catch(throwAsRouteError);
  return result.ok ? { ok: true, ...result.value } : { ok: false, message: result.error.message };
};

import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { CompleteSocialSignIn } from '../../../application/auth/CompleteSocialSignIn';
import type { SocialProvider } from '../../../application/auth/socialPorts';
import type { AppDeps } from '../../app/AppDeps';
import { throwAsRouteError } from '../../routes/routeErrors';

/** The social-network verify page (/auth/verify-facebook) serves Facebook and LINE: the provider names itself in ?provider=. */
const SOCIAL_NETWORKS: readonly SocialProvider[] = ['facebook', 'line'];
const providerOf = (page: SocialProvider, named: string | null): SocialProvider =>
  page === 'facebook' && SOCIAL_NETWORKS.includes(named as SocialProvider) ? (named as SocialProvider) : page;

export type SocialCallbackData = ({ status: 'failed'; message: string } | { status: 'start' }) & { provider: SocialProvider };

/**
 * The identity provider's redirect lands here with `code` and `state`: finish the sign-in and go
 * home (or to the merge page). Without a code the page offers to start (Apple in the app webview).
 */
export const socialCallbackLoader =
  (provider: SocialProvider) =>
  async (deps: AppDeps, { request }: LoaderFunctionArgs): Promise<SocialCallbackData> => {
    const params = new URL(request.url).searchParams;
    const named = providerOf(provider, params.get('provider'));
    if (!params.has('code') && !params.has('error')) return { status: 'start', provider: named };
    const result = await deps.container
      .get(CompleteSocialSignIn)
      .execute({ provider: named, code: params.get('code'), state: params.get('state') })
      .catch(throwAsRouteError);
    if (!result.ok) return { status: 'failed', message: result.error.message, provider: named };
    if (result.value.status === 'merge-required') {
      const query = new URLSearchParams({ ticket: result.value.ticket, email: result.value.email, provider });
      throw redirect(`/auth/merge-account?${query}`);
    }
    // CompleteSocialSignIn has put the signed-in session into the store.
    throw redirect('/');
  };

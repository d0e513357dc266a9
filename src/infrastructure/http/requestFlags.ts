import type { Endpoint } from '../../../contract/endpoint';

/**
 * Per-request flags of our axios instance. Calls that settle tokens themselves (sign-in,
 * refresh, renew, logout) opt out of the AUTH_100023 recovery so it can never loop.
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    skipAuthRecovery?: boolean;
    /** Set on the one retry after a token refresh. */
    authRetried?: boolean;
    /** The declared endpoint a typed call goes to (the page server dispatches it in process by this). */
    endpoint?: Endpoint;
  }
}

export {};

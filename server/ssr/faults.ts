import { AxiosError, type AxiosAdapter } from 'axios';

/** Demo-only fault switch of the page server's data path (FAULT_BACKEND, checked by settings.ts), for the busy-page journeys. */
export type BackendFault = 'down' | 'slow';

/** FAULT_BACKEND is read only in demo mode: a production server can never be switched into a fault. */
export function backendFault(env: NodeJS.ProcessEnv, demoMode: boolean): BackendFault | null {
  if (!demoMode) return null;
  const value = env.FAULT_BACKEND;
  return value === 'down' || value === 'slow' ? value : null;
}

/**
 * `down` answers every call as an unreachable backend does (no response: the busy page, SPEC §8);
 * `slow` waits out the client's timeout, then aborts as a timed-out call does.
 */
export function faultyTransport(fault: BackendFault): AxiosAdapter {
  return async (config) => {
    if (fault === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, config.timeout ?? 0));
      throw new AxiosError(`timeout of ${config.timeout ?? 0}ms exceeded`, AxiosError.ECONNABORTED, config);
    }
    throw new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED', config);
  };
}

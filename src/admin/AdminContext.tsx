import { createContext, useContext } from 'react';
import type { StaffMeBody } from '../../contract/admin';
import type { AdminApi } from './api/adminApi';

export type Notice = { severity: 'success' | 'error' | 'info'; text: string };

/** What every back-office page reaches: the API, who is signed in, the page's path, navigation and the toast. */
export interface AdminContextValue {
  api: AdminApi;
  me: StaffMeBody;
  path: string;
  navigate: (path: string) => void;
  notify: (notice: Notice) => void;
  /** Lists the page server read for the first paint, by `listKey`, used once by the page that shows them. */
  initial: Record<string, unknown>;
  /** This response's CSP style nonce, for the style tag the data grid writes itself (emotion's have theirs). */
  styleNonce?: string;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the back office');
  return value;
}

/** A list request's key: its path and query, in a stable order. */
export const listKey = (path: string, query: Record<string, unknown>): string =>
  `${path}?${Object.keys(query).sort().map((k) => `${k}=${String(query[k])}`).join('&')}`;

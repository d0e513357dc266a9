import type { AxiosInstance } from 'axios';
import type { ApiClient } from '../http/ApiClient';
import { PORT_TOKENS, token } from '../../application/tokens';

export type { Token } from '../../application/tokens';

/**
 * Every DI symbol of the app: the port symbols (defined in src/application/tokens.ts, where
 * use cases can import them) plus the adapter-only ones below. UI code imports TOKENS from here.
 */
export const TOKENS = {
  ...PORT_TOKENS,
  HttpClient: token<AxiosInstance>('HttpClient'),
  ApiClient: token<ApiClient>('ApiClient'),
} as const;

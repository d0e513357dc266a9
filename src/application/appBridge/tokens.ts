import { token } from '../tokens';
import type { AppBridge } from './ports';

export const APP_BRIDGE_TOKENS = {
  AppBridge: token<AppBridge>('AppBridge'),
} as const;

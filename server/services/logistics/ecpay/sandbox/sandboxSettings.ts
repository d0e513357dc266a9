import type { LogisticsConfig } from '../../../../config';

/** Demo mode's local ECPay logistics lives under this path of the shop's own origin. */
export const SANDBOX_LOGISTICS_BASE = '/sandbox/ecpay';

/**
 * ECPay's published stage merchant for C2C logistics (2000933; 2000132 / 5294y06JbISpM5x9 / v77hoKGq4kWxNNIS
 * is its B2C one): the sandbox speaks with the same keys a shop would use against logistics-stage.
 */
export const SANDBOX_LOGISTICS_MERCHANT = { merchantId: '2000933', hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK' } as const;

export function sandboxLogisticsConfig(publicOrigin: string): LogisticsConfig {
  return { ...SANDBOX_LOGISTICS_MERCHANT, url: `${publicOrigin}${SANDBOX_LOGISTICS_BASE}` };
}

/** The statuses the local logistics reports after each create, and when (ms after the one before): at the store or home, then picked up. */
export const SANDBOX_STEPS: Record<'cvs' | 'home', { afterMs: number; code: Record<string, string> | string }[]> = {
  cvs: [
    { afterMs: 120_000, code: { UNIMARTC2C: '2073', FAMIC2C: '3018', HILIFEC2C: '2063', OKMARTC2C: '2063' } },
    { afterMs: 180_000, code: { UNIMARTC2C: '2067', FAMIC2C: '3022', HILIFEC2C: '2067', OKMARTC2C: '2067' } },
  ],
  home: [{ afterMs: 60_000, code: '3006' }, { afterMs: 60_000, code: '3003' }],
};

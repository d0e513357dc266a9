import type { PaymentConfig } from '../../../../config';

/** The demo's local MPG lives under this path of the shop's own origin; only URLs and keys differ from NewebPay's. */
export const SANDBOX_MPG_BASE = '/sandbox/newebpay';

export const SANDBOX_MPG_PATHS = {
  gateway: `${SANDBOX_MPG_BASE}/MPG/mpg_gateway`,
  query: `${SANDBOX_MPG_BASE}/API/QueryTradeInfo`,
  cancel: `${SANDBOX_MPG_BASE}/API/CreditCard/Cancel`,
  close: `${SANDBOX_MPG_BASE}/API/CreditCard/Close`,
} as const;

/** A demo merchant: not a secret (the sandbox exists only in demo mode), but the real protocol's 32- and 16-byte keys. */
export const SANDBOX_MERCHANT = { merchantId: 'MS_SANDBOX_DEMO', hashKey: 'sandboxhashkey__0123456789abcdef', hashIv: 'sandboxhashiv_01' } as const;

/** Demo mode's NEWEBPAY_ORDER_PREFIX: the sandbox knows payment 12 as trade DEMO12 (the seed's trades too). */
export const SANDBOX_ORDER_PREFIX = 'DEMO';

/** NewebPayGateway's settings in demo mode: the sandbox's URLs on the shop's own origin. */
export function sandboxPaymentConfig(publicOrigin: string): PaymentConfig {
  return {
    ...SANDBOX_MERCHANT, orderPrefix: SANDBOX_ORDER_PREFIX,
    mpgUrl: `${publicOrigin}${SANDBOX_MPG_PATHS.gateway}`, queryUrl: `${publicOrigin}${SANDBOX_MPG_PATHS.query}`,
    cancelUrl: `${publicOrigin}${SANDBOX_MPG_PATHS.cancel}`, closeUrl: `${publicOrigin}${SANDBOX_MPG_PATHS.close}`,
  };
}

/** The hosted page's test cards (NewebPay's own test card succeeds); 3-D Secure asks for the test one-time code. */
export const SANDBOX_CARDS = { succeeds: '4000221111111111', declined: '4000000000000002', asks3ds: '4000000000003220' } as const;
export const SANDBOX_3DS_CODE = '123456';
export const SANDBOX_ATM_BANK = '822';

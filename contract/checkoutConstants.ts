/** The choices of checkout, shared by requests and responses (kept apart so responses can use zod/mini). */
export const DELIVERY_METHODS = ['home', 'cvs'] as const;
export const STORE_CHAINS = ['seven', 'family', 'hilife', 'ok'] as const;
export const PAYMENT_METHODS = ['card', 'atm', 'aftee', 'cvs_cod', 'line_pay'] as const;

import type { Config } from '../../config';
import { NewebPayGateway } from './newebpay/NewebPayGateway';
import { sandboxPaymentConfig } from './newebpay/sandbox/sandboxSettings';
import { NoPaymentGateway, type PaymentGateway } from './PaymentGateway';
import { SandboxPaymentGateway } from './SandboxPaymentGateway';

/**
 * Card, ATM and LINE Pay go through NewebPay MPG: the configured merchant (NEWEBPAY_*), or in demo mode
 * without one the local sandbox MPG (same protocol, its own URLs and keys). AFTEE has no real adapter:
 * the sandbox stands in for it in demo mode; otherwise it is not offered.
 */
export function paymentGatewayFor(config: Config): PaymentGateway {
  const others = config.demoMode ? new SandboxPaymentGateway() : new NoPaymentGateway();
  const settings = config.payment ?? (config.demoMode ? sandboxPaymentConfig(config.publicOrigin) : null);
  return settings ? new NewebPayGateway({ ...settings, publicOrigin: config.publicOrigin }, { others }) : others;
}

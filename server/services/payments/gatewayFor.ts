import type { Config } from '../../config';
import { NoPaymentGateway, type PaymentGateway } from './PaymentGateway';
import { SandboxPaymentGateway } from './SandboxPaymentGateway';

/** Demo mode gets the sandbox; real acquirers plug in here when configured. */
export const paymentGatewayFor = (config: Config): PaymentGateway => (config.demoMode ? new SandboxPaymentGateway() : new NoPaymentGateway());

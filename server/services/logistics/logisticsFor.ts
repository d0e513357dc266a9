import type { Config } from '../../config';
import { EcpayLogistics } from './ecpay/EcpayLogistics';
import { sandboxLogisticsConfig } from './ecpay/sandbox/sandboxSettings';

/**
 * ECPay logistics with the configured merchant (ECPAY_LOGISTICS_*), or in demo mode without one the
 * local sandbox (same protocol, its own URL and keys); null when neither (production refuses to start then).
 */
export function logisticsFor(config: Config): EcpayLogistics | null {
  const settings = config.logistics ?? (config.demoMode ? sandboxLogisticsConfig(config.publicOrigin) : null);
  return settings ? new EcpayLogistics(settings) : null;
}

import { OpenCustomerService } from '../../application/appBridge/OpenCustomerService';
import { useUseCase } from '../hooks/useUseCase';
import { CustomerServiceWidget } from '../shell/CustomerServiceWidget';

/** The customer-service button: inside the app it opens the app's own customer service (SPEC §7 openCustomerService). */
export function CustomerServiceHost({ inApp }: { inApp: boolean }) {
  const openCustomerService = useUseCase(OpenCustomerService);
  return <CustomerServiceWidget onOpenInApp={inApp ? () => openCustomerService.execute() === 'app' : undefined} />;
}

import { OpenCustomerService } from '../../application/appBridge/OpenCustomerService';
import { CheckCustomerServiceHours } from '../../application/appBridge/CheckCustomerServiceHours';
import { useUseCase } from '../hooks/useUseCase';
import { useTrackEngagement } from '../hooks/useTrackEngagement';
import { CustomerServiceWidget } from '../shell/CustomerServiceWidget';

/** The customer-service button: inside the app it opens the app's own customer service (SPEC §7 openCustomerService). */
export function CustomerServiceHost({ inApp }: { inApp: boolean }) {
  const openCustomerService = useUseCase(OpenCustomerService);
  const track = useTrackEngagement();
  const hours = useUseCase(CheckCustomerServiceHours);
  return (
    <CustomerServiceWidget
      onOpen={() => track({ kind: 'customer-service-click', channel: inApp ? 'app' : 'web' })}
      onOpenInApp={inApp ? () => openCustomerService.execute() === 'app' : undefined}
      availability={() => hours.execute()}
    />
  );
}

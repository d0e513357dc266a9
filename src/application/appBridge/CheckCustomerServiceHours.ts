import { inject, injectable } from '../injection';
import { customerServiceOpen } from '../../domain/shell/customerService';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';

/** Whether the customer-service chat is staffed right now (SPEC §9 hours, Taipei time). */
@injectable()
export class CheckCustomerServiceHours {
  constructor(@inject(PORT_TOKENS.Clock) private readonly clock: Clock) {}

  execute(): 'open' | 'closed' {
    return customerServiceOpen(this.clock.now()) ? 'open' : 'closed';
  }
}
